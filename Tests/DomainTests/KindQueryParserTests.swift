import Domain
import Testing

/// The move search's grammar (docs/search.md, "Moves"): every kind of term read into its
/// condition, and every way to get one wrong read into the error that names it.
@Suite("MoveQueryParser")
struct MoveQueryParserTests {
  static func terms(_ text: String) throws -> [QueryTerm<MoveQueryCondition>] {
    try MoveQueryParser.parse(text).terms
  }

  @Test(arguments: [
    ("type fire", QueryTerm<MoveQueryCondition>.atom(.named(.type, "fire"))),
    ("class special", .atom(.named(.damageClass, "special"))),
    ("category status", .atom(.named(.damageClass, "status"))),
    ("target all-opponents", .atom(.named(.target, "all-opponents"))),
    ("ailment paralysis", .atom(.named(.ailment, "paralysis"))),
    ("causes sleep", .atom(.named(.ailment, "sleep"))),
    ("power >= 90", .atom(.compare(.power, .greaterOrEqual, 90))),
    ("90 <= bp", .atom(.compare(.power, .greaterOrEqual, 90))),
    ("acc < 100%", .atom(.compare(.accuracy, .less, 100))),
    ("accuracy 50%-100%", .atom(.within(.accuracy, 50...100))),
    ("flinch 30%", .atom(.compare(.flinchChance, .equal, 30))),
    ("priority < -1", .atom(.compare(.priority, .less, -1))),
    ("drain < 0", .atom(.compare(.drain, .less, 0))),
    ("flinch >= 30", .atom(.compare(.flinchChance, .greaterOrEqual, 30))),
    ("ailment chance != 0", .atom(.compare(.ailmentChance, .notEqual, 0))),
    ("power 80-100", .atom(.within(.power, 80...100))),
    ("power 80 - 100", .atom(.within(.power, 80...100))),
    ("power 90", .atom(.compare(.power, .equal, 90))),
    ("ailment chance 30", .atom(.compare(.ailmentChance, .equal, 30))),
    ("fire 90", .allOf([.word("fire"), .word("90")])),
    ("ailment chance 10-30", .atom(.within(.ailmentChance, 10...30))),
    ("priority -3--1", .atom(.within(.priority, -3...(-1)))),
    ("drain -50-0", .atom(.within(.drain, -50...0))),
    ("gen 4", .atom(.generation(4...4))),
    ("gen 1-3", .atom(.generation(1...3))),
    ("learned by garchomp", .atom(.learnedBy(pokemon: "garchomp", game: nil, method: nil))),
    ("learned by mr mime in red by tm", .atom(.learnedBy(pokemon: "mr mime", game: "red", method: "tm"))),
    ("learnt by eevee by egg in x-y", .atom(.learnedBy(pokemon: "eevee", game: "x-y", method: "egg"))),
    ("tm", .atom(.taughtBy(.tm, game: nil))),
    ("hm in red", .atom(.taughtBy(.hm, game: "red"))),
    ("machine in scarlet violet", .atom(.taughtBy(.any, game: "scarlet violet"))),
    ("raises speed", .atom(.changes(.raises, stat: "speed"))),
    ("lowers spd", .atom(.changes(.lowers, stat: "special-defense"))),
    ("raises", .atom(.changes(.raises, stat: nil))),
    ("raises vitesse", .atom(.changes(.raises, stat: "vitesse"))),
    ("drains", .atom(.compare(.drain, .greater, 0))),
    ("recoil", .atom(.compare(.drain, .less, 0))),
    ("high crit", .atom(.compare(.critRate, .greater, 0))),
    ("multi hit", .atom(.compare(.hits, .greater, 1))),
    ("priority", .atom(.compare(.priority, .greater, 0))),
    ("thunder", .word("thunder")),
    ("fire punch", .allOf([.word("fire"), .word("punch")])),
  ])
  func everyKindOfTerm(text: String, condition: QueryTerm<MoveQueryCondition>) throws {
    #expect(try Self.terms(text) == [condition])
    // Written back, the condition reads as itself.
    #expect(try Self.terms(condition.description) == [condition], "\(condition.description)")
  }

  @Test func commasBarsBangsAndASort() throws {
    let query = try MoveQueryParser.parse("fire | ice, !status, not recoil, sort -pp")
    #expect(query.terms == [
      .anyOf([.word("fire"), .word("ice")]), .not(.word("status")),
      .not(.atom(.compare(.drain, .less, 0))),
    ])
    #expect(query.sort == QueryOrder<MoveSort>(key: .pp, reversed: true))
    #expect(try MoveQueryParser.parse("sort power").terms.isEmpty)
  }

  @Test(arguments: [
    ("powr > 100", QueryError.Problem.unknownField(
      "powr", suggestions: ["power"], fields: MoveQueryParserTests.fields)),
    ("xyz > 100", .unknownField("xyz", suggestions: [], fields: MoveQueryParserTests.fields)),
    ("power > lots", .notANumber("lots")),
    // The side that is not a number is the one named.
    ("90 <= powr", .unknownField("powr", suggestions: ["power"], fields: MoveQueryParserTests.fields)),
    ("1x0 > power", .notANumber("1x0")),
    // A percent sign only on a percentage.
    ("power > 90%", .notAPercentage("power")),
    ("90% <= bp", .notAPercentage("bp")),
    ("pp 5%-10%", .notAPercentage("pp")),
    ("powr 80-100", .unknownField("powr", suggestions: ["power"], fields: MoveQueryParserTests.fields)),
    ("sort powr", .unknownOrder("powr", suggestions: ["power"])),
    // With none close, every key.
    ("sort speed", .unknownOrder("speed", suggestions: MoveQueryParserTests.keys)),
    ("type", .nothingNamed(keyword: "type")),
    ("learned by", .nothingNamed(keyword: "learned by")),
    ("learned by eevee in", .nothingNamed(keyword: "learned by … in")),
    ("hm in", .nothingNamed(keyword: "hm in")),
    ("type %", .nothingToMatch("%")),
    ("gen 0", .notAGeneration("0")),
    ("fire | sort pp", .sortNotAlone),
    (",,", .empty),
  ])
  func everyMistakeIsNamed(text: String, problem: QueryError.Problem) {
    #expect(throws: QueryError.self) { try MoveQueryParser.parse(text) }
    do {
      _ = try MoveQueryParser.parse(text)
    } catch {
      #expect(error.problem == problem, "\(text)")
    }
  }

  static let keys = ["number", "name", "power", "accuracy", "pp", "priority"]

  static let fields = [
    "power", "accuracy", "pp", "priority", "ailment chance", "flinch chance", "stat chance",
    "drain", "healing", "crit rate", "hits",
  ]

  /// A comparison read from a query holds for a value as its sign says, each sign against
  /// a value below, equal to and above the other (`power > 100` read as power, 100).
  @Test func aComparisonHoldsAsItsSignSays() {
    let held = QueryComparison.allCases.map { sign in
      (sign, [90.0, 100, 110].map { sign.holds($0, 100) })
    }
    #expect(held.map(\.0) == [.less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual])
    #expect(held.map(\.1) == [
      [true, false, false], [true, true, false], [false, false, true],
      [false, true, true], [false, true, false], [true, false, true],
    ])
  }

  /// The sort term a browser section's filter orders its list by.
  @Test func aQuerysSortTermIsTheFirstTermBetweenCommasThatIsOne() {
    #expect(QueryGrammar.sortTerm(in: "fire, sort power").map { $0 == ("power", false) } == true)
    #expect(QueryGrammar.sortTerm(in: "sort - pp ,fire").map { $0 == ("pp", true) } == true)
    #expect(QueryGrammar.sortTerm(in: "fire") == nil)
    #expect(QueryGrammar.sortTerm(in: "sort") == nil)
    #expect(QueryGrammar.sortTerm(in: "resort, sorting") == nil)
    #expect(MoveQueryParser.orders["bp"] == .power)
  }

  @Test func aQueryPastTheLimitsIsRefusedBeforeAnyWork() {
    let long = String(repeating: "power > 1, ", count: 200)
    #expect(throws: QueryError(
      .tooLong(limit: QueryGrammar.maximumLength, terms: QueryGrammar.maximumTerms), in: "",
      examples: MoveQueryParser.examples)
    ) { try MoveQueryParser.parse(long) }
  }

  @Test func onlyBareWordsArePlain() throws {
    #expect(try MoveQueryParser.parse("fire punch, thunder").plainWords == ["fire", "punch", "thunder"])
    #expect(try MoveQueryParser.parse("fire, power > 10").plainWords == nil)
    #expect(try MoveQueryParser.parse("fire | ice").plainWords == nil)
  }
}

/// The ability search's terms (docs/search.md, "Abilities").
@Suite("AbilityQueryParser")
struct AbilityQueryParserTests {
  @Test(arguments: [
    ("immune ground", QueryTerm<AbilityQueryCondition>.allOf([.word("immune"), .word("ground")])),
    ("effect contact", .atom(.effect("contact"))),
    ("of garchomp", .atom(.of(pokemon: "garchomp"))),
    ("held by mr mime", .atom(.of(pokemon: "mr mime"))),
    ("gen 3-4", .atom(.generation(3...4))),
    ("pokemon > 20", .atom(.holders(.greater, 20))),
    ("5 <= holders", .atom(.holders(.greaterOrEqual, 5))),
    ("pokemon 1-3", .allOf([.atom(.holders(.greaterOrEqual, 1)), .atom(.holders(.lessOrEqual, 3))])),
    ("pokemon 20", .atom(.holders(.equal, 20))),
  ])
  func everyKindOfTerm(text: String, condition: QueryTerm<AbilityQueryCondition>) throws {
    #expect(try AbilityQueryParser.parse(text).terms == [condition])
  }

  @Test func anOrderAndTheMistakes() throws {
    #expect(try AbilityQueryParser.parse("sort -pokemon").sort == QueryOrder(key: .pokemon, reversed: true))
    #expect(throws: QueryError(.nothingNamed(keyword: "of"), in: "of", examples: AbilityQueryParser.examples)) { try AbilityQueryParser.parse("of") }
    #expect(throws: QueryError(
      .notANumber("many"), in: "pokemon > many", examples: AbilityQueryParser.examples)) {
      try AbilityQueryParser.parse("pokemon > many")
    }
    #expect(throws: QueryError(
      .notAPercentage("pokemon"), in: "pokemon > 10%", examples: AbilityQueryParser.examples)) {
      try AbilityQueryParser.parse("pokemon > 10%")
    }
    #expect(try AbilityQueryParser.parse("levitate, gen 3").plainWords == nil)
    #expect(try AbilityQueryParser.parse("water absorb").plainWords == ["water", "absorb"])
  }
}

/// The item search's terms (docs/search.md, "Items").
@Suite("ItemQueryParser")
struct ItemQueryParserTests {
  @Test(arguments: [
    ("raises speed", QueryTerm<ItemQueryCondition>.allOf([.word("raises"), .word("speed")])),
    ("effect evolve", .atom(.effect("evolve"))),
    ("category evolution", .atom(.named(.category, "evolution"))),
    ("pocket baies", .atom(.named(.pocket, "baies"))),
    ("is holdable", .atom(.named(.attribute, "holdable"))),
    ("held by pikachu", .atom(.heldBy(pokemon: "pikachu"))),
    ("price > 1000", .atom(.compare(.cost, .greater, 1_000))),
    ("100 <= fling", .atom(.compare(.fling, .greaterOrEqual, 100))),
    ("cost 100-500", .allOf([.atom(.compare(.cost, .greaterOrEqual, 100)), .atom(.compare(.cost, .lessOrEqual, 500))])),
    ("cost 100 - 500", .allOf([.atom(.compare(.cost, .greaterOrEqual, 100)), .atom(.compare(.cost, .lessOrEqual, 500))])),
    ("fling power 10-50", .allOf([.atom(.compare(.fling, .greaterOrEqual, 10)), .atom(.compare(.fling, .lessOrEqual, 50))])),
    ("cost 300", .atom(.compare(.cost, .equal, 300))),
    ("cost 500-100", .allOf([.atom(.compare(.cost, .greaterOrEqual, 100)), .atom(.compare(.cost, .lessOrEqual, 500))])),
    ("Fling  Power > 30", .atom(.compare(.fling, .greater, 30))),
  ])
  func everyKindOfTerm(text: String, condition: QueryTerm<ItemQueryCondition>) throws {
    #expect(try ItemQueryParser.parse(text).terms == [condition])
  }

  @Test func anOrderAndTheMistakes() throws {
    #expect(try ItemQueryParser.parse("sort -cost").sort == QueryOrder(key: .cost, reversed: true))
    #expect(throws: QueryError(
      .nothingNamed(keyword: "pocket"), in: "pocket", examples: ItemQueryParser.examples)) { try ItemQueryParser.parse("pocket") }
    #expect(throws: QueryError(
      .notANumber("lots"), in: "cost > lots", examples: ItemQueryParser.examples)) { try ItemQueryParser.parse("cost > lots") }
    // No item's number is a percentage.
    #expect(throws: QueryError(
      .notAPercentage("cost"), in: "cost 50%", examples: ItemQueryParser.examples)) { try ItemQueryParser.parse("cost 50%") }
    // A range after a name no number has is a slip, not words of a name.
    #expect(throws: QueryError(
      .unknownField("cst", suggestions: ["cost"], fields: ["cost", "fling"]), in: "cst 100-500",
      examples: ItemQueryParser.examples)) { try ItemQueryParser.parse("cst 100-500") }
  }
}
