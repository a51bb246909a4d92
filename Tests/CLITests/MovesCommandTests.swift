import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli moves` and `pokecli move --pokemon` end to end, from the built-in database
/// with no request.
@Suite("pokecli moves and move --pokemon, end to end", .timeLimit(.minutes(20)))
struct MovesCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.run(arguments, httpClient: UnreachableNetwork(), builtIn: .embedded)
  }

  @Test func theFirstPageListsMovesByNumberAndNamesTheNextPage() async {
    let result = await Self.run(["moves", "--limit", "3", "--width", "80"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == """
      No.  Move         Type      Class     Power  Acc.  PP  Prio.
        1  Pound        Normal    Physical     40  100%  35      0
        2  Karate Chop  Fighting  Physical     50  100%  25      0
        3  Double Slap  Normal    Physical     15   85%  10      0

      Showing 1–3 of 937 · page 1 of 313
      Next page: pokecli moves --page 2 --limit 3

      """)
  }

  @Test func filtersWordsAndASortNarrowAndOrder() async {
    let strongest = await Self.run(
      ["moves", "--type", "electric", "--class", "special", "--sort", "power", "--limit", "2"])
    #expect(strongest.status == 0)
    #expect(strongest.stdout.contains("719  10,000,000 Volt Thunderbolt  Electric  Special    195"))
    let words = await Self.run(["moves", "thunder", "punch"])
    #expect(words.stdout.hasPrefix("No.  Move           Type      Class     Power  Acc.  PP  Prio.\n  9  Thunder Punch  Electric"))
    #expect(words.stdout.contains("Showing 1 of 1"))
    let nothing = await Self.run(["moves", "zzzz"])
    #expect(nothing.status == 0)
    #expect(nothing.stdout == "no move matches\n")
  }

  /// With `--game` a row's numbers are that game's, and so is a sort by them: Vine Whip had
  /// 35 power and 10 PP in Red, and Bite was Normal.
  @Test func aGamesRowsHaveItsNumbers() async throws {
    func rows(_ arguments: [String]) async throws -> [String: [String: Any]] {
      let result = await Self.run(arguments + ["--json"])
      #expect(result.status == 0, "\(result.stderr)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let results = try #require(object["results"] as? [[String: Any]])
      return Dictionary(
        results.compactMap { row in (row["name"] as? String).map { ($0, row) } },
        uniquingKeysWith: { first, _ in first })
    }
    let red = try await rows(["moves", "--pokemon", "bulbasaur", "--game", "red", "--limit", "100"])
    #expect(red["vine-whip"]?["power"] as? Int == 35)
    #expect(red["vine-whip"]?["pp"] as? Int == 10)
    let today = try await rows(["moves", "--pokemon", "bulbasaur", "--limit", "100"])
    #expect(today["vine-whip"]?["power"] as? Int == 45)
    let bite = try await rows(["moves", "bite", "--game", "yellow"])
    #expect(bite["bite"]?["type"] as? String == "normal")
    let sorted = await Self.run(
      ["moves", "--game", "red", "--type", "grass", "--sort", "power", "--width", "80"])
    #expect(sorted.stdout.contains(" 22  Vine Whip     Grass  Special     35  100%  10"), "\(sorted.stdout)")
    #expect(sorted.stdout.contains(" 75  Razor Leaf    Grass  Special     55   95%  25"), "\(sorted.stdout)")
  }

  @Test func aPokemonsMovesInOneGame() async throws {
    let result = await Self.run(["moves", "--pokemon", "pikachu", "--game", "red", "--limit", "30", "--json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let moves = try #require(object["results"] as? [[String: Any]])
    #expect(object["count"] as? Int == 27)
    #expect(object["next"] is NSNull)
    let names = moves.compactMap { $0["name"] as? String }
    #expect(names.contains("thunderbolt"))
    #expect(names.contains("thunder-wave"))
    #expect(!names.contains("volt-tackle"))
  }

  @Test(arguments: [
    (["moves", "--pokemon", "pikachuu"], 1, "no Pokémon named \"pikachuu\" — did you mean \"pikachu\"?"),
    (["moves", "--type", "fyre"], 1, "no type named \"fyre\" — did you mean \"fire\"?"),
    (["moves", "--class", "specal"], 64, "no class named \"specal\": choose physical, special, status"),
    (["moves", "--sort", "speed"], 64, "no order named \"speed\": choose number, name, power, accuracy, pp, priority"),
    (["moves", "--game", "crimson"], 64, "no game named \"crimson\": `pokecli games` lists the games"),
    (["moves", "--game", "scarlett"], 64, "no game named \"scarlett\" — did you mean \"scarlet\"?"),
    (["move", "surf", "--method", "egg"], 64, "--method narrows --pokemon: give both"),
    (["move", "surf", "--pokemon", "--method", "eggs"], 64, "no way of learning named \"eggs\""),
  ])
  func badInputIsAnErrorOfOneLine(arguments: [String], status: Int32, message: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == status)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("pokecli: " + message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  @Test func whoLearnsAMoveFollowsItsCardOnePokemonARow() async {
    let result = await Self.run(
      ["move", "thunderbolt", "--pokemon", "--game", "scarlet", "--method", "level-up", "--width", "80"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("#085  Thunderbolt  Electric\n"))
    #expect(result.stdout.contains("""

      Learned in Scarlet and Violet by 18 Pokémon (level-up)
        No.     Pokémon               How
        #0025   Pikachu               Lv. 36
        #0026   Raichu                Lv. 5

      """))
    let both = await Self.run(["move", "thunderbolt", "--pokemon", "--game", "scarlet"])
    #expect(both.stdout.contains("  #0025   Pikachu                         Lv. 36, TM126\n"))
  }

  @Test func noLearnerInAGameNamesTheGamesThatHaveSome() async {
    let result = await Self.run(
      ["move", "thunderbolt", "--pokemon", "--game", "red", "--method", "egg", "--width", "200"])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix(
      "\n\nNo Pokémon learns Thunderbolt as an egg move in Red; some do in Gold and Silver, Crystal.\n"))
  }

  @Test func theLearnersAreInTheJSONToo() async throws {
    let result = await Self.run(
      ["move", "thunderbolt", "--pokemon", "--game", "scarlet", "--json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let learners = try #require(object["learners"] as? [String: Any])
    #expect(learners["versionGroup"] as? String == "scarlet-violet")
    let pokemon = try #require(learners["pokemon"] as? [[String: Any]])
    let pikachu = try #require(pokemon.first { $0["name"] as? String == "pikachu" })
    let ways = try #require(pikachu["ways"] as? [[String: Any]])
    #expect(ways.map { $0["method"] as? String } == ["level-up", "machine"])
    #expect(ways.first?["level"] as? Int == 36)
    #expect(ways.last?["machine"] as? String == "tm126")
  }

  /// Over another API a page costs the list of names and the page's move documents, each
  /// kept as its row; a filter that needs every move's type costs every move once; a warm
  /// run costs nothing; `--game` says in one line that it needs the built-in data.
  @Test func anotherAPIPagesTheMovesFromTheirListAndDocuments() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["moves", "--limit", "1", "--width", "80"])
      #expect(cold.result.status == 0)
      #expect(cold.result.stderr == "")
      // The list, then the page's one move.
      #expect(cold.requests == 2)
      #expect(cold.result.stdout == """
        No.  Move         Type      Class    Power  Acc.  PP  Prio.
         85  Thunderbolt  Electric  Special     90  100%  15      0

        Showing 1 of 2 · page 1 of 2
        Next page: pokecli moves --page 2 --limit 1

        """)
      let typed = await session.run(["moves", "--type", "fire", "--width", "80"])
      #expect(typed.requests == 1)
      #expect(typed.result.stdout.contains("Will-O-Wisp"))
      #expect(!typed.result.stdout.contains("Thunderbolt"))
      let warm = await session.run(["moves", "wisp", "--json"])
      #expect(warm.requests == 0)
      #expect(warm.result.stdout.contains("\"count\" : 1"))
      // Words are matched by the slugs; any other term needs the built-in data.
      let asked = await session.run(["moves", "power > 100"])
      #expect(asked.requests == 0)
      #expect(asked.result.status == 1)
      #expect(asked.result.stderr.contains("power > 100"), "\(asked.result.stderr)")
      #expect(asked.result.stderr.split(separator: "\n").count == 1)
      let game = await session.run(["moves", "--game", "red"])
      #expect(game.requests == 0)
      #expect(game.result.status == 1)
      #expect(game.result.stderr.hasPrefix(
        "pokecli: which moves a game has is read from the built-in data of "))
      #expect(game.result.stderr.split(separator: "\n").count == 1)
    }
  }

  /// Over the network, who learns a move costs each learner's `pokemon` document, once;
  /// the move's document and machines the card just read are not asked for again, and a
  /// warm run costs nothing.
  @Test func anotherAPIAnswersWhoLearnsAMoveFromItsLearnersDocuments() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let arguments = ["move", "thunderbolt", "--pokemon", "--game", "scarlet-violet", "--width", "80"]
      let cold = await session.run(arguments)
      #expect(cold.result.status == 0)
      #expect(cold.result.stderr == "")
      let paths = await session.server.requestedPaths
      #expect(Set(paths).count == paths.count, "asked twice: \(paths)")
      #expect(paths.sorted() == [
        "/api/v2/machine/1", "/api/v2/machine/2", "/api/v2/move/thunderbolt",
        "/api/v2/pokemon/122", "/api/v2/pokemon/4", "/api/v2/version-group",
      ])
      #expect(cold.result.stdout.hasSuffix("""

        Learned in Scarlet and Violet by 1 Pokémon
          No.    Pokémon  How
          #0122  Mr Mime  TM126

        """))
      let warm = await session.run(arguments)
      #expect(warm.requests == 0)
      #expect(warm.result == cold.result)
      let red = await session.run(["move", "thunderbolt", "--pokemon", "--game", "red", "--method", "level-up"])
      #expect(red.result.status == 0)
      #expect(red.result.stdout.hasSuffix(
        "\n\nNo Pokémon learns Thunderbolt by level-up in any game PokeAPI knows.\n"))
      // The card and the list of games (this API has none) are warm; the learners are
      // asked for another way of learning. Nobody learns it that way: no game's version
      // document is worth asking for.
      #expect(red.requests == 3)
      #expect(await !session.server.requestedPaths.contains { $0.hasPrefix("/api/v2/version/") })
    }
  }
}
