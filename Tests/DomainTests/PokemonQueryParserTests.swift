import Domain
import Testing

/// The search language read into conditions: every term form, the operators, and every
/// way a query can be wrong (each a `QueryError` naming its term, never a crash).
struct PokemonQueryParserTests {
  static func terms(_ text: String) throws -> [QueryTerm<QueryCondition>] {
    try PokemonQueryParser.parse(text).terms
  }

  static func problem(_ text: String) -> QueryError? {
    do {
      _ = try PokemonQueryParser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func commasJoinTermsThatMustAllHold() throws {
    #expect(
      try Self.terms("fire, legendary,  gen 1") == [
        .word("fire"), .atom(.isA(.legendary)), .atom(.generation(1...1)),
      ])
    // Stray commas are no terms.
    #expect(try Self.terms(",fire,,") == [.word("fire")])
  }

  @Test func barWordsAreEachAConditionAndClassPhrasesStandForTheClass() throws {
    #expect(try Self.terms("fire flying") == [.allOf([.word("fire"), .word("flying")])])
    #expect(try Self.terms("Mr. Mime") == [.allOf([.word("Mr."), .word("Mime")])])
    #expect(try Self.terms("legendary Dracaufeu") == [.allOf([.atom(.isA(.legendary)), .word("Dracaufeu")])])
    #expect(try Self.terms("fully evolved") == [.atom(.isA(.fullyEvolved))])
    #expect(try Self.terms("Fully  Evolved") == [.atom(.isA(.fullyEvolved))])
    #expect(try Self.terms("fe") == [.atom(.isA(.fullyEvolved))])
    #expect(try Self.terms("nfe") == [.not(.atom(.isA(.fullyEvolved)))])
    #expect(try Self.terms("not fully evolved") == [.not(.atom(.isA(.fullyEvolved)))])
    #expect(try Self.terms("has evolution") == [.atom(.isA(.hasEvolution))])
    #expect(try Self.terms("mythical, baby, mega, form") == [
      .atom(.isA(.mythical)), .atom(.isA(.baby)), .atom(.isA(.mega)), .atom(.isA(.form)),
    ])
    #expect(try Self.terms("ピカチュウ") == [.word("ピカチュウ")])
  }

  @Test func barsMeanEitherAndBangsOrNotNegate() throws {
    #expect(try Self.terms("fire | water") == [.anyOf([.word("fire"), .word("water")])])
    #expect(try Self.terms("fire|water|grass").first == .anyOf([.word("fire"), .word("water"), .word("grass")]))
    #expect(try Self.terms("!legendary") == [.not(.atom(.isA(.legendary)))])
    #expect(try Self.terms("! form") == [.not(.atom(.isA(.form)))])
    #expect(try Self.terms("not type fire") == [.not(.atom(.named(.type, "fire")))])
    #expect(try Self.terms("!!mega") == [.not(.not(.atom(.isA(.mega))))])
    #expect(try Self.terms("!fire | legendary") == [.anyOf([.not(.word("fire")), .atom(.isA(.legendary))])])
    // "not" alone is a word.
    #expect(try Self.terms("not") == [.word("not")])
    // A word with nothing to match would match nothing, or negated everything.
    #expect(Self.problem("!%")?.problem == .nothingToMatch("%"))
    #expect(Self.problem("fire | '")?.problem == .nothingToMatch("'"))
    #expect(Self.problem("ability %")?.problem == .nothingToMatch("%"))
    #expect(Self.problem("weak _")?.problem == .nothingToMatch("_"))
  }

  @Test func keywordsNameAThingByItsWordsAsTyped() throws {
    #expect(try Self.terms("type Fire") == [.atom(.named(.type, "Fire"))])
    #expect(try Self.terms("ability water absorb") == [.atom(.named(.ability, "water absorb"))])
    #expect(try Self.terms("egg group monster") == [.atom(.named(.eggGroup, "monster"))])
    #expect(try Self.terms("egggroup dragon") == [.atom(.named(.eggGroup, "dragon"))])
    #expect(try Self.terms("colour red, color blue") == [.atom(.named(.color, "red")), .atom(.named(.color, "blue"))])
    #expect(try Self.terms("shape wings, habitat cave") == [.atom(.named(.shape, "wings")), .atom(.named(.habitat, "cave"))])
    #expect(try Self.terms("in paldea") == [.atom(.named(.pokedex, "paldea"))])
    #expect(try Self.terms("weak ice, weak to fairy") == [.atom(.matchup(.weak, "ice")), .atom(.matchup(.weak, "fairy"))])
    #expect(try Self.terms("resists water, resistant to fire") == [
      .atom(.matchup(.resists, "water")), .atom(.matchup(.resists, "fire")),
    ])
    #expect(try Self.terms("immune ground, immune to electric") == [
      .atom(.matchup(.immune, "ground")), .atom(.matchup(.immune, "electric")),
    ])
  }

  @Test func learnsTakesAMoveAndPerhapsAGameAndAMethod() throws {
    #expect(try Self.terms("learns earthquake") == [.atom(.learns(move: "earthquake", game: nil, method: nil))])
    #expect(try Self.terms("learns stealth rock in scarlet-violet") == [
      .atom(.learns(move: "stealth rock", game: "scarlet-violet", method: nil))
    ])
    #expect(try Self.terms("learns surf by tm in red") == [.atom(.learns(move: "surf", game: "red", method: "tm"))])
    #expect(try Self.terms("learn séisme by level up") == [
      .atom(.learns(move: "séisme", game: nil, method: "level up"))
    ])
    #expect(Self.problem("learns")?.problem == .nothingNamed(keyword: "learns"))
    #expect(Self.problem("learns surf in")?.problem == .nothingNamed(keyword: "learns … in"))
    #expect(Self.problem("learns surf by")?.problem == .nothingNamed(keyword: "learns … by"))
    #expect(Self.problem("learns surf in by tm")?.problem == .nothingNamed(keyword: "learns … in"))
    #expect(Self.problem("learns %")?.problem == .nothingToMatch("%"))
  }

  @Test func generationsAreNumbersRangesOrRomanNumerals() throws {
    #expect(try Self.terms("gen 4") == [.atom(.generation(4...4))])
    #expect(try Self.terms("gen 1-3") == [.atom(.generation(1...3))])
    #expect(try Self.terms("gen 3 - 1") == [.atom(.generation(1...3))])
    #expect(try Self.terms("generation iv") == [.atom(.generation(4...4))])
    #expect(try Self.terms("gen4") == [.atom(.generation(4...4))])
    #expect(try Self.terms("genesect") == [.word("genesect")])
    #expect(Self.problem("gen 0")?.problem == .notAGeneration("0"))
    #expect(Self.problem("gen x1")?.problem == .notAGeneration("x1"))
    #expect(Self.problem("gen x")?.problem == .notAGeneration("x"))
    #expect(Self.problem("gen 1-2-3")?.problem == .notAGeneration("1-2-3"))
    #expect(Self.problem("gen")?.problem == .nothingNamed(keyword: "gen"))
  }

  @Test func comparisonsReadStatsNumbersAndUnits() throws {
    #expect(try Self.terms("spe > 100") == [.atom(.compare(.stat("speed"), .greater, .number(100)))])
    #expect(try Self.terms("Spe>100") == [.atom(.compare(.stat("speed"), .greater, .number(100)))])
    #expect(try Self.terms("atk >= spa") == [.atom(.compare(.stat("attack"), .greaterOrEqual, .stat("special-attack")))])
    #expect(try Self.terms("100 < spe") == [.atom(.compare(.stat("speed"), .greater, .number(100)))])
    #expect(try Self.terms("hp = 1") == [.atom(.compare(.stat("hp"), .equal, .number(1)))])
    #expect(try Self.terms("hp == 1") == [.atom(.compare(.stat("hp"), .equal, .number(1)))])
    #expect(try Self.terms("hp != 1") == [.atom(.compare(.stat("hp"), .notEqual, .number(1)))])
    #expect(try Self.terms("sp. def <= 50") == [.atom(.compare(.stat("special-defense"), .lessOrEqual, .number(50)))])
    #expect(try Self.terms("bst >= 600") == [.atom(.compare(.stat("total"), .greaterOrEqual, .number(600)))])
    #expect(try Self.terms("weight < 10kg") == [.atom(.compare(.weight, .less, .number(100)))])
    #expect(try Self.terms("weight < 10") == [.atom(.compare(.weight, .less, .number(100)))])
    #expect(try Self.terms("weight > 0.5 kg") == [.atom(.compare(.weight, .greater, .number(5)))])
    #expect(try Self.terms("weight <= 250g") == [.atom(.compare(.weight, .lessOrEqual, .number(2.5)))])
    #expect(try Self.terms("height >= 2m") == [.atom(.compare(.height, .greaterOrEqual, .number(20)))])
    #expect(try Self.terms("height < 50cm") == [.atom(.compare(.height, .less, .number(5)))])
    #expect(try Self.terms("vitesse > 100") == [.atom(.compare(.statNamed("vitesse"), .greater, .number(100)))])
    #expect(try Self.terms("!spe > 100") == [.not(.atom(.compare(.stat("speed"), .greater, .number(100))))])
  }

  @Test func rangesIncludeBothEnds() throws {
    #expect(try Self.terms("bst 500-600") == [.atom(.within(.stat("total"), 500...600))])
    #expect(try Self.terms("spe 130-100") == [.atom(.within(.stat("speed"), 100...130))])
    #expect(try Self.terms("weight 10-20kg") == [.atom(.within(.weight, 100...200))])
    #expect(try Self.terms("weight 10-20 kg") == [.atom(.within(.weight, 100...200))])
    #expect(try Self.terms("height 1-2") == [.atom(.within(.height, 10...20))])
    #expect(try Self.terms("bst 500 - 600") == [.atom(.within(.stat("total"), 500...600))])
    #expect(try Self.terms("weight 10 - 20 kg") == [.atom(.within(.weight, 100...200))])
    // A number after a stat's, the total's, the height's or the weight's own name is
    // that number; after any other word, a word of a name.
    #expect(try Self.terms("spe 100") == [.atom(.compare(.stat("speed"), .equal, .number(100)))])
    #expect(try Self.terms("base stat total 600") == [.atom(.compare(.stat("total"), .equal, .number(600)))])
    #expect(try Self.terms("weight 6 kg") == [.atom(.compare(.weight, .equal, .number(60)))])
    // An equality in another unit is rounded to the data's whole hectograms and decimetres.
    #expect(try Self.terms("weight 15 lb") == [.atom(.compare(.weight, .equal, .number(68)))])
    #expect(try Self.terms("height != 5ft") == [.atom(.compare(.height, .notEqual, .number(15)))])
    #expect(try Self.terms("zygarde 10") == [.allOf([.word("zygarde"), .word("10")])])
    #expect(try Self.terms("vitesse 100") == [.allOf([.word("vitesse"), .word("100")])])
    // A name with a number in it is a name.
    #expect(try Self.terms("porygon 2") == [.allOf([.word("porygon"), .word("2")])])
  }

  @Test func comparisonsThatMeanNothingAreErrorsNamingTheirTerm() throws {
    // A word in a stat's place is the data's to judge: "spx" is no stat's name, "KP" is
    // German for HP.
    #expect(try Self.terms("spx > 100") == [.atom(.compare(.statNamed("spx"), .greater, .number(100)))])
    #expect(try Self.terms("KP >= 100") == [.atom(.compare(.statNamed("KP"), .greaterOrEqual, .number(100)))])
    #expect(Self.problem("fire, 100 > 50")?.problem == .unknownStat("100", suggestions: StatNames.short))
    // A word that may name a stat in some language is left for the data to judge.
    #expect(try Self.terms("spe > schnell") == [.atom(.compare(.stat("speed"), .greater, .statNamed("schnell")))])
    #expect(Self.problem("spe > 1x0")?.problem == .notANumber("1x0"))
    #expect(Self.problem("spe > 10kg")?.problem == .wrongUnit("kg", for: "a stat"))
    #expect(Self.problem("weight < 3m")?.problem == .wrongUnit("m", for: "weight"))
    #expect(Self.problem("height < 3kg")?.problem == .wrongUnit("kg", for: "height"))
    #expect(Self.problem("weight > spe")?.problem == .measureWithStat)
    #expect(Self.problem("spe > 1234567890")?.problem == .notANumber("1234567890"))
    #expect(Self.problem("spe >")?.problem == .unknownStat("", suggestions: StatNames.short))
  }

  @Test func sortTakesAKeyAndAMinusTurnsItRound() throws {
    #expect(try PokemonQueryParser.parse("fire, sort spe").sort == QuerySort(key: .speed))
    #expect(try PokemonQueryParser.parse("sort -bst").sort == QuerySort(key: .total, reversed: true))
    #expect(try PokemonQueryParser.parse("sort - name").sort == QuerySort(key: .name, reversed: true))
    #expect(try PokemonQueryParser.parse("sort sp. atk").sort == QuerySort(key: .spAttack))
    #expect(try PokemonQueryParser.parse("sort spe").terms.isEmpty)
    #expect(Self.problem("sort spx")?.problem == .unknownOrder("spx", suggestions: ["spa", "spd", "spe"]))
    // With none close, every key, as every kind's query offers them.
    #expect(Self.problem("sort zzzz")?.problem == .unknownOrder(
      "zzzz", suggestions: StatNames.short + ["bst", "name", "number"]))
    #expect(Self.problem("sort")?.problem == .nothingNamed(keyword: "sort"))
    #expect(Self.problem("sort spe, sort atk")?.problem == .sortNotAlone)
    #expect(Self.problem("fire | sort spe")?.problem == .sortNotAlone)
    #expect(Self.problem("!sort spe")?.problem == .sortNotAlone)
  }

  @Test func keywordsWithNothingAfterThemSaySo() {
    for keyword in ["type", "ability", "egg group", "color", "shape", "habitat", "in", "weak", "resists", "immune"] {
      #expect(Self.problem(keyword)?.problem == .nothingNamed(keyword: keyword), "\(keyword)")
    }
  }

  @Test func emptyAndOverlongQueriesAreRefused() {
    #expect(Self.problem("")?.problem == .empty)
    #expect(Self.problem(" , ,")?.problem == .empty)
    #expect(Self.problem("|")?.problem == .empty)
    let limits = QueryError.Problem.tooLong(
      limit: QueryGrammar.maximumLength, terms: QueryGrammar.maximumTerms)
    #expect(Self.problem(String(repeating: "a", count: 1_000_001))?.problem == limits)
    #expect(Self.problem(String(repeating: "fire,", count: 65))?.problem == limits)
    #expect(Self.problem(String(repeating: "é", count: 1_001))?.problem == limits)
  }

  @Test func junkIsAnErrorOrWordsNeverACrash() {
    let junk = [
      "'; DROP TABLE pokemon; --", "\" OR 1=1", "%", "_", "$(rm -rf ~)", "`id`", "\\", "<<<", ">>>=",
      "!", "!!", "|||", "= =", "<=>", "..", "1e308 < spe", "spe > .", "spe > 1..2", "gen -", "gen 1-",
      "\u{1B}[31m", "\u{202E}fire", "ا", "𝔣𝔦𝔯𝔢", "🔥 > 🔥", "weight < -1",
    ]
    // Each is read or refused; none may trap.
    let read = junk.filter { (try? PokemonQueryParser.parse($0)) != nil }
    #expect(read.count + junk.filter { Self.problem($0) != nil }.count == junk.count)
  }

  @Test func plainWordsStayWithTheCriteriaAndTheRestIsEvaluated() throws {
    let query = try PokemonQueryParser.parse("pika, legendary, fire | water, spe > 100")
    #expect(query.plainWordsAndRest.words == ["pika", "legendary"])
    #expect(query.plainWordsAndRest.rest == [
      .anyOf([.word("fire"), .word("water")]),
      .atom(.compare(.stat("speed"), .greater, .number(100))),
    ])
    // Two classes must both hold, which the criteria's "any one of" would not say.
    let both = try PokemonQueryParser.parse("legendary, mythical fire")
    #expect(both.plainWordsAndRest.words == [])
    #expect(both.plainWordsAndRest.rest == [
      .atom(.isA(.legendary)), .allOf([.atom(.isA(.mythical)), .word("fire")]),
    ])
  }

  @Test func conditionsAreWrittenBackInTheLanguage() throws {
    for text in [
      "spe > 100", "!legendary", "fire | water", "weight < 10kg", "height >= 2m", "bst 500-600",
      "gen 1-3", "gen 4", "learns surf in red by tm", "in paldea", "egg group dragon",
      "immune ground", "atk >= spa", "not fully evolved",
    ] {
      let written = try Self.terms(text).first?.description
      #expect(written == (text == "not fully evolved" ? "!fully evolved" : text))
    }
  }

  @Test func aListShowsTheStatsTheQueryComparesOrSortsBy() throws {
    let query = try PokemonQueryParser.parse("fire, spe > 100 | atk 100-120, !hp < 50, sort -bst")
    #expect(query.shownStats == [.hp, .attack, .speed, .total])
    #expect(try PokemonQueryParser.parse("fire, weight < 10").shownStats == [])
    let french = try PokemonQueryParser.parse("vitesse > 100, PV 50-60, spe >= atk")
    #expect(french.statWords == ["vitesse", "PV"])
    let read = french.readingStats(["vitesse": "speed"])
    #expect(read.terms == [
      .atom(.compare(.stat("speed"), .greater, .number(100))), .atom(.within(.statNamed("PV"), 50...60)),
      .atom(.compare(.stat("speed"), .greaterOrEqual, .stat("attack"))),
    ])
    #expect(read.shownStats == [.attack, .speed])
  }
}
