@testable import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

@Suite("Error messages")
struct ErrorMessageTests {
  @Test func offlineFailuresSayWhatIsMissingAndLeaveTheFixToTheHints() {
    #expect(PokedexError.notCached(.generation(3)).message
      == "generation 3 is not in the cache, and nothing is fetched offline")
    #expect(PokedexError.notCached(.generation(3)).message(hints: StubHints())
      == "generation 3 is not in the cache, and nothing is fetched offline; "
        + "fetch it first with: <fetch generation(3)>")
  }

  @Test func aNumberThatIsNotInThePokedexSaysWhereNumbersRun() {
    #expect(
      PokedexError.entryNotFound(.pokemon, .number(99999), suggestions: []).message
        == "no Pokémon numbered 99999 (national numbers run from 1, forms from 10001)")
    #expect(
      PokedexError.entryNotFound(.pokemon, .name("pikachuu"), suggestions: ["pikachu", "pichu"]).message
        == "no Pokémon named \"pikachuu\" — did you mean \"pikachu\" or \"pichu\"?")
  }

  @Test func aNameNoChoiceHasGetsTheNearestElseEveryChoice() {
    #expect(
      PokedexError.noSuchChoice(
        noun: "Pokédex", given: "paldia", suggestions: ["paldea"], choices: ["kanto", "paldea"]
      ).message == "no Pokédex named \"paldia\" — did you mean \"paldea\"?")
    #expect(
      PokedexError.noSuchChoice(
        noun: "pocket", given: "zzz", suggestions: [], choices: ["berries", "misc"]
      ).message == "no pocket named \"zzz\" — one of berries, misc")
    #expect(
      PokedexError.typeNotInGeneration(.fairy, generation: 5, introducedIn: 6).message
        == "generation 5 has no Fairy type: it came in generation 6")
    #expect(
      PokedexError.typeNotInGeneration(.fairy, generation: 5, introducedIn: nil).message
        == "generation 5 has no Fairy type")
  }
}

/// A query's error offers terms of the kind it lists: a move query's, moves' terms.
@Suite("Query errors by kind")
struct QueryErrorByKindTests {
  static func line(_ problem: QueryError.Problem, in term: String, _ examples: QueryExamples) -> String {
    PokedexError.badQuery(QueryError(problem, in: term, examples: examples)).message
  }

  @Test func eachKindsErrorsOfferItsOwnTerms() {
    #expect(Self.line(.empty, in: "", MoveQueryParser.examples)
      == "the query has no term: give a name, a type or a condition such as \"power >= 90\"")
    #expect(Self.line(.empty, in: "", ItemQueryParser.examples)
      == "the query has no term: give a name, an effect's words or a condition such as \"cost < 1000\"")
    #expect(Self.line(.nothingNamed(keyword: "sort"), in: "sort", AbilityQueryParser.examples)
      == "nothing follows \"sort\" in \"sort\": say what, as in \"sort pokemon\"")
    #expect(Self.line(.sortNotAlone, in: "cost | sort cost", ItemQueryParser.examples)
      == "sort is a term of its own, once, between commas, as in \"pocket berries, sort cost\" in \"cost | sort cost\"")
    #expect(Self.line(.unknownOrder("zz", suggestions: []), in: "sort zz", MoveQueryParser.examples)
      == "cannot sort by \"zz\" in \"sort zz\" (sort by power, accuracy, pp, priority, name or number)")
    #expect(Self.line(.sortNotAlone, in: "fire | sort spe", .pokemon)
      == "sort is a term of its own, once, between commas, as in \"fire, sort spe\" in \"fire | sort spe\"")
  }

  /// Words before a comparison's quantity are two terms run together: the line shows the
  /// term with the comma, the longest quantity kept whole; other unknown sides read as before.
  @Test func wordsBeforeAQuantityAskForAComma() {
    #expect(Self.line(.unknownStat("fire spe", suggestions: []), in: "fire spe > 100", .pokemon)
      == "unknown stat \"fire spe\" in \"fire spe > 100\": separate terms with a comma, as in \"fire, spe > 100\"")
    #expect(Self.line(.unknownStat("ghost sp. atk", suggestions: ["spa"]), in: "ghost sp. atk 100-120", .pokemon)
      == "unknown stat \"ghost sp. atk\" in \"ghost sp. atk 100-120\": separate terms with a comma, as in \"ghost, sp. atk 100-120\"")
    let fields = ["power", "crit rate"]
    #expect(Self.line(.unknownField("fire crit rate", suggestions: [], fields: fields), in: "fire crit rate > 1", MoveQueryParser.examples)
      == "\"fire crit rate\" is no number to compare in \"fire crit rate > 1\": separate terms with a comma, as in \"fire, crit rate > 1\"")
    // Not where the words do not begin the term: a move's `raises`, a right side.
    #expect(Self.line(.unknownStat("fire spe", suggestions: ["spe"]), in: "raises fire spe", MoveQueryParser.examples)
      == "unknown stat \"fire spe\" in \"raises fire spe\" — did you mean spe?")
    #expect(Self.line(.unknownStat("fire spe", suggestions: []), in: "100 < fire spe", .pokemon)
      == "unknown stat \"fire spe\" in \"100 < fire spe\" (stats: hp atk def spa spd spe bst, height, weight)")
    #expect(Self.line(.unknownStat("feu vitesse", suggestions: []), in: "feu vitesse > 100", .pokemon)
      == "unknown stat \"feu vitesse\" in \"feu vitesse > 100\" (stats: hp atk def spa spd spe bst, height, weight)")
    #expect(Self.line(.unknownField("fire rate", suggestions: ["crit rate"], fields: fields), in: "fire rate > 1", MoveQueryParser.examples)
      == "\"fire rate\" is no number to compare in \"fire rate > 1\" — did you mean crit rate?")
  }

  /// Each parser's examples are terms it reads.
  @Test func theExamplesAreTermsTheirParserReads() throws {
    for (examples, parse) in [
      (MoveQueryParser.examples, { (text: String) throws(QueryError) in _ = try MoveQueryParser.parse(text) }),
      (AbilityQueryParser.examples, { (text: String) throws(QueryError) in _ = try AbilityQueryParser.parse(text) }),
      (ItemQueryParser.examples, { (text: String) throws(QueryError) in _ = try ItemQueryParser.parse(text) }),
      (QueryExamples.pokemon, { (text: String) throws(QueryError) in _ = try PokemonQueryParser.parse(text) }),
    ] {
      try parse("\(examples.term), \(examples.sort)")
      try parse(examples.condition)
    }
  }
}

/// Every message Presentation says, checked against the house style (README, "Messages"):
/// lower-case, no closing period, straight double quotes, one line.
@Suite("Messages in the house style")
struct MessageStyleTests {
  /// One of each `PokedexError`, with the details a real one carries.
  static let everyError: [PokedexError] = [
    .notFound(url: "https://pokeapi.co/api/v2/pokemon/pikachuu/"),
    .serverBusy(url: "https://pokeapi.co/api/v2/pokemon/25/", status: 429, retryAfter: 45),
    .serverBusy(url: "https://pokeapi.co/api/v2/pokemon/25/", status: 503),
    .serverFailed(url: "https://pokeapi.co/api/v2/pokemon/25/", status: 500),
    .unreachable(url: "https://pokeapi.co/api/v2/pokemon/25/", reason: "connection refused"),
    .timedOut(url: "https://pokeapi.co/api/v2/pokemon/25/"),
    .invalidResponse(url: "https://pokeapi.co/api/v2/pokemon/25/", reason: "not JSON"),
    .tooLarge(url: "https://pokeapi.co/api/v2/pokemon/25/", limit: 8 * 1024 * 1024),
    .invalidBaseURL("ftp://example.com"),
    .entryNotFound(.pokemon, .name("pikachuu"), suggestions: ["pikachu", "pichu"]),
    .entryNotFound(.pokemon, .name("zzz"), suggestions: []),
    .entryNotFound(.pokemon, .number(99999), suggestions: []),
    .noSuchGeneration(10),
    .noSuchChoice(noun: "Pokédex", given: "paldia", suggestions: ["paldea"], choices: ["paldea"]),
    .noSuchChoice(noun: "pocket", given: "zzz", suggestions: [], choices: ["berries", "misc"]),
    .typeNotInGeneration(.fairy, generation: 5, introducedIn: 6),
    .notCached(.nationalList),
    .notCached(.entry(.pokemon, .name("pikachu"))),
    .notCached(.entry(.pokemon, .number(25))),
    .notCached(.sprite(25)),
    .notCached(.summaries([1])),
    .notCached(.summaries([1, 2, 3, 4])),
    .notCached(.generation(3)),
    .notCached(.type(.fire)),
    .unreadableFile(path: "/home/ash/.local/share/pokecli/favorites.json", reason: "not JSON"),
    .storageFailed(path: "/home/ash/.cache/pokecli/card/25.json", reason: "permission denied"),
    .badQuery(QueryError(.unknownStat("spx", suggestions: ["spa", "spd", "spe"]), in: "spx > 100")),
    .badQuery(QueryError(.unknownStat("zz", suggestions: []), in: "zz > 1")),
    .badQuery(QueryError(.empty, in: "")),
    .badQuery(QueryError(.tooLong(limit: 1_000, terms: 64), in: "")),
    .badQuery(QueryError(.notANumber("1x0"), in: "spe > 1x0")),
    .badQuery(QueryError(.notAPercentage("cost"), in: "cost 50%", examples: ItemQueryParser.examples)),
    .badQuery(QueryError(.wrongUnit("m", for: "weight"), in: "weight < 3m")),
    .badQuery(QueryError(.wrongUnit("kg", for: "height"), in: "height < 3kg")),
    .badQuery(QueryError(.wrongUnit("kg", for: "a stat"), in: "spe > 3kg")),
    .badQuery(QueryError(.measureWithStat, in: "weight > spe")),
    .badQuery(QueryError(.nothingNamed(keyword: "type"), in: "type")),
    .badQuery(QueryError(.nothingToMatch("%"), in: "ability %")),
    .badQuery(QueryError(.notAGeneration("x"), in: "gen x")),
    .badQuery(QueryError(.unknownOrder("spx", suggestions: ["spa"]), in: "sort spx")),
    .badQuery(QueryError(.unknownOrder("zz", suggestions: []), in: "sort zz")),
    .badQuery(QueryError(.sortNotAlone, in: "fire | sort spe")),
    .badQuery(QueryError(.sortNotAlone, in: "cost | sort cost", examples: ItemQueryParser.examples)),
    .badQuery(QueryError(.empty, in: "", examples: MoveQueryParser.examples)),
    .badQuery(QueryError(
      .unknownField("powr", suggestions: ["power"], fields: ["power", "accuracy", "pp"]),
      in: "powr > 100")),
    .badQuery(QueryError(.unknownField("zz", suggestions: [], fields: ["power", "accuracy", "pp"]), in: "zz > 1")),
    .needsBuiltInData(term: "spe > 100"),
    .unexpected(reason: "the built-in Pokédex is damaged: it ends early"),
  ]

  /// The name of `error`'s case: a new case does not compile until it is named here, and
  /// `everyCaseIsChecked` fails until `everyError` has one.
  static func caseName(_ error: PokedexError) -> String {
    switch error {
    case .notFound: "notFound"
    case .serverBusy: "serverBusy"
    case .serverFailed: "serverFailed"
    case .unreachable: "unreachable"
    case .timedOut: "timedOut"
    case .invalidResponse: "invalidResponse"
    case .tooLarge: "tooLarge"
    case .invalidBaseURL: "invalidBaseURL"
    case .entryNotFound: "entryNotFound"
    case .noSuchGeneration: "noSuchGeneration"
    case .noSuchChoice: "noSuchChoice"
    case .typeNotInGeneration: "typeNotInGeneration"
    case .notCached: "notCached"
    case .unreadableFile: "unreadableFile"
    case .storageFailed: "storageFailed"
    case .badQuery: "badQuery"
    case .needsBuiltInData: "needsBuiltInData"
    case .unexpected: "unexpected"
    }
  }

  /// Hints said as the command-line app says them: a command after a colon.
  struct CommandHints: Hints {
    func text(for hint: Hint) -> String? {
      switch hint {
      case .nextPage: "pokecli list --page 2"
      case .entry(_, let slug): "pokecli show \(slug)"
      case .fetch: "pokecli cache prefetch --generation 3"
      case .addFavorite: "pokecli favorite pikachu"
      case .moves(let pokemon): "pokecli show \(pokemon) --moves"
      case .update: "pokecli update"
      case .exportData: "pokecli data export pokedex.sqlite"
      case .language(let code): "pokecli show pikachu --language \(code)"
      }
    }
  }

  @Test func everyCaseIsChecked() {
    #expect(Set(Self.everyError.map(Self.caseName)).count == 18)
  }

  @Test(arguments: everyError)
  func everyErrorMessageIsInTheHouseStyle(error: PokedexError) {
    for message in [
      error.message, error.message(hints: CommandHints()),
      error.message(hints: CommandHints(), typed: "Pikachuu"),
    ] {
      #expect(MessageStyle.problems(in: message) == [], "\(message)")
    }
  }

  @Test func theOtherMessagesAreInTheHouseStyle() {
    let down = PokedexError.unreachable(
      url: "https://pokeapi.co/api/v2/pokemon/25/", reason: "no network connection")
    let wide = 1_000
    func list(_ reason: PokemonList.EmptyReason, total: Int? = nil) -> String {
      PokemonListRenderer.render(
        PokemonList.State(
          firstPage: PageRequest(page: 100), totalCount: total,
          status: .loaded(SampleRows.somePage), emptyReason: reason),
        theme: .plain, width: wide, hints: CommandHints())
    }
    let pikachu = Favorite(id: 25, name: "pikachu", displayName: "Pikachu")
    func edited(_ outcome: EditFavorites.Outcome) -> String {
      FavoritesEdit(edit: .add([.number(25)]), outcome: outcome).text(width: wide)
    }
    let messages: [String] = CacheNoticeRenderer.lines(for: [
      .servedStale(subject: .entry(.pokemon, .name("pikachu")), age: 9 * 86_400, because: down),
      .discardedUnreadable(key: "card/1"),
      .writeFailed(reason: "/c: no space left on device"),
    ]) + CacheNoticeRenderer.lines(for: [
      .servedStale(subject: .nationalList, age: 9 * 86_400, because: down),
      .servedStale(subject: .generation(1), age: 8 * 86_400, because: down),
    ]) + [
      ListTexts.pastTheEnd(PageRequest(page: 100), asPage: true, total: 1351, nouns: "Pokémon"),
      ListTexts.pastTheEnd(
        PageRequest(offset: 5000, limit: 20), asPage: false, total: 1351, nouns: "moves"),
      list(.nothingToShow), list(.nothingToShow, total: 1351), list(.noFilterMatches),
      list(.noFavoritesYet), list(.noFavoriteMatches),
      PokemonListRenderer.render(
        PokemonList.State(firstPage: PageRequest(page: 3), status: .loading),
        theme: .plain, width: wide),
      PokemonListRenderer.render(
        PokemonList.State(status: .failed(down)), theme: .plain, width: wide),
      PokemonSearchRenderer.failureLine(PokemonSearch.State(
        terms: ["charzard", "fyre"], list: PokemonList.State(),
        suggestions: ["charizard", "fire"])),
      PokemonDetailRenderer.render(
        PokemonDetail.State(query: .name("pikachu"), status: .loading),
        theme: .plain, width: wide),
      PokemonDetailRenderer.render(
        PokemonDetail.State(query: .number(25), status: .failed(down)),
        theme: .plain, width: wide),
      edited(.init(added: [pikachu], removed: [], unchanged: [], count: 1)),
      edited(.init(added: [], removed: [pikachu], unchanged: [], count: 0)),
      CacheReport(
        stats: CacheStats(
          location: "/c", entries: 0, cards: 0, rows: 0, bytes: 0, oldest: nil, freshness: 60),
        now: Date(), builtIn: CacheReport.BuiltIn(pokemonCount: 1351, generatedOn: "2026-11-21")
      ).text(width: wide, hints: CommandHints()).split(separator: "\n").last.map(String.init)
        ?? "",
      CacheInfoRenderer.cleared(304, from: "/home/ash/.cache/pokecli"),
      PrefetchRenderer.bar(done: 75, total: 150, theme: .plain, width: 40),
      PrefetchRenderer.line(done: 75, total: 150),
      PrefetchRenderer.summary(
        PrefetchReport(total: 151, fetched: 140, alreadyCached: 9, failures: [19: down]),
        location: "/c", theme: .plain, width: wide),
      PokemonDetail.State(query: .number(25), game: "red", status: .loaded(Self.pikachuLater))
        .notYetInGame?.message ?? "",
      TerminalError.notATerminal.message,
      TerminalError.systemCallFailed(operation: "tcsetattr", reason: "input/output error")
        .message,
    ]
    for message in messages.map(Self.oneLine) {
      #expect(
        MessageStyle.problems(in: message, names: ["Pikachu"]) == [], "\(message)")
    }
  }

  /// A rendered message without the newline that ends it.
  static func oneLine(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  @Test func theStyleCheckFindsWhatIsOutOfStyle() {
    #expect(MessageStyle.problems(in: "Could not load.").count == 2)
    #expect(MessageStyle.problems(in: "no match for “x”") != [])
    #expect(MessageStyle.problems(in: "unknown option '--pag'") != [])
    #expect(MessageStyle.problems(in: "use `pokecli list`") != [])
    #expect(MessageStyle.problems(in: "one\ntwo") != [])
    #expect(MessageStyle.problems(in: "PokeAPI is busy; give a Pokémon's name") == [])
    #expect(MessageStyle.problems(in: "POKECLI_RETRIES must be a whole number") == [])
    #expect(MessageStyle.problems(in: "\"0\" is not a Pokédex number: numbers start at 1") == [])
  }

  /// Pikachu as if it came with generation IV, told as in Red and Blue.
  private static var pikachuLater: Pokemon {
    var later = SampleCards.pikachu
    later.generation = 4
    later.asIn = GameGroup(slug: "red-blue", order: 1, generation: 1)
    return later
  }
}
