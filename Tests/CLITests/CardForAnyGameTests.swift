import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli show POKEMON --game GAME` from the built-in database: every game's Pokédex
/// entry is built in, so a card for any game costs no request.
@Suite("pokecli show --game, built in", .timeLimit(.minutes(20)))
struct CardForAnyGameTests {
  /// Twenty games of generations I to VI with an English entry for Eevee, and the name
  /// the card's heading gives each.
  static let games = [
    ("red", "Red"), ("blue", "Blue"), ("yellow", "Yellow"), ("gold", "Gold"),
    ("silver", "Silver"), ("crystal", "Crystal"), ("ruby", "Ruby"), ("sapphire", "Sapphire"),
    ("emerald", "Emerald"), ("firered", "FireRed"), ("leafgreen", "LeafGreen"),
    ("diamond", "Diamond"), ("pearl", "Pearl"), ("platinum", "Platinum"),
    ("heartgold", "HeartGold"), ("soulsilver", "SoulSilver"), ("black", "Black"),
    ("white", "White"), ("x", "X"), ("y", "Y"),
  ]

  /// `arguments` run built in, plain at 80 columns, with the network out of reach.
  static func offline(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.run(
      arguments + ["--width", "80", "--color", "never"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
  }

  @Test(arguments: games)
  func aCardShowsThatGamesEntryWithNoRequest(game: String, heading: String) async {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(
      ["show", "eevee", "--game", game, "--width", "80", "--color", "never"],
      httpClient: network, builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("#0133  Eevee  Normal\n"))
    #expect(result.stdout.contains("\nPokédex entry · \(heading)\n"))
    #expect(network.urls == [])
  }

  @Test func theEntryIsTheGamesOwn() async {
    let result = await CLIHarness.run(
      ["show", "eevee", "--game", "red", "--width", "80", "--color", "never"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.stdout.contains("""

      Pokédex entry · Red
        Its genetic code is irregular. It may mutate if it is exposed to radiation
        from element STONEs.

      """))
  }

  @Test func aGameWithoutAnEntrySaysWhichGamesHaveOne() async {
    let result = await Self.offline(["show", "sprigatito", "--game", "red"])
    #expect(result.status == 1)
    #expect(result.stderr == """
      pokecli: Sprigatito did not exist yet in "red": it came with generation IX; games with \
      an English Pokédex entry: "scarlet", "violet"

      """)
    // Pikachu was in Scarlet, but PokeAPI has no entry from it: the card, saying so.
    let scarlet = await Self.offline(["show", "pikachu", "--game", "scarlet"])
    #expect(scarlet.status == 0, "\(scarlet.stderr)")
    #expect(scarlet.stdout.contains("Types, abilities and stats as in Scarlet and Violet"))
    #expect(scarlet.stdout.contains("""
      Pokédex entry
        PokeAPI has no entry from Scarlet; the newest is from Legends: Arceus.
      """))
  }

  /// A card under `--game` lists only the forms of that game's generation or before, as
  /// for species: Partner Eevee (Let's Go, generation VII) is not in Red but is in Ultra
  /// Sun, as Meltan is; Gigantamax Eevee (Sword and Shield) comes with generation VIII.
  @Test func aCardListsOnlyTheFormsThatHadComeByTheGame() async throws {
    func forms(_ game: String) async throws -> [String] {
      let result = await Self.offline(["show", "eevee", "--game", game, "--json"])
      let card = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
        "\(result.stderr)")
      let forms = try #require(card["forms"] as? [[String: Any]])
      return forms.compactMap { $0["name"] as? String }
    }
    #expect(try await forms("red") == ["eevee"])
    #expect(try await forms("x") == ["eevee"])
    #expect(try await forms("ultra-sun") == ["eevee", "eevee-starter"])
    #expect(try await forms("sword") == ["eevee", "eevee-starter", "eevee-gmax"])
  }

  /// A way to evolve bound to a region (into Alolan Raichu, in Alola) is not one in a
  /// game set elsewhere: Red's Raichu comes by Thunder Stone alone.
  @Test func aWayToEvolveBoundToARegionIsOneOnlyInItsGames() async throws {
    func raichu(_ game: String) async throws -> String? {
      let result = await Self.offline(["show", "pikachu", "--game", game, "--json"])
      let card = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
        "\(result.stderr)")
      var node = card["evolution"] as? [String: Any]
      while let current = node, current["name"] as? String != "raichu" {
        node = (current["evolvesTo"] as? [[String: Any]])?.first
      }
      return node?["requirements"] as? String
    }
    #expect(try await raichu("red") == "use Thunder Stone")
    #expect(try await raichu("sun")?.contains("Alolan Raichu") == true)
  }

  /// An alternate form asked for in a game before it says so, naming the games that
  /// introduced it, as a species asked for before its generation does.
  @Test func aFormAskedForBeforeItCameSaysWhenItCame() async {
    let result = await Self.offline(["show", "raichu-alola", "--game", "red"])
    #expect(result.status == 1)
    #expect(result.stderr == """
      pokecli: Alolan Raichu did not exist yet in "red": it came with "sun-moon" \
      (generation VII)

      """)
    let sun = await Self.offline(["show", "raichu-alola", "--game", "sun"])
    #expect(sun.status == 0, "\(sun.stderr)")
  }

  /// The sheets worked out for battle read less of a Pokémon than a card, but refuse what
  /// the game did not have with the card's own words, the games of its entries included.
  @Test(arguments: [
    (["stats", "raichu-alola", "--game", "red"], "raichu-alola"),
    (["speed", "raichu-alola", "--game", "red"], "raichu-alola"),
    (["damage", "raichu-alola", "thunderbolt", "pikachu", "--game", "ruby"], "raichu-alola"),
    (["stats", "garchomp", "--game", "red"], "garchomp"),
    (["damage", "pikachu", "thunderbolt", "garchomp", "--game", "ruby"], "garchomp"),
  ])
  func theBattleSheetsRefuseWhatTheGameDidNotHaveAsTheCardDoes(
    arguments: [String], pokemon: String
  ) async {
    let game = arguments[arguments.count - 1]
    let card = await Self.offline(["show", pokemon, "--game", game])
    let sheet = await Self.offline(arguments)
    #expect(card.status == 1 && sheet.status == 1)
    #expect(sheet.stderr == card.stderr && sheet.stderr.contains("did not exist yet"), "\(sheet.stderr)")
  }

  /// A game is named by its name in any language as well as by its slug, built in; text
  /// that names no game in any language is a usage error.
  @Test func aGameIsNamedInAnyLanguage() async {
    for name in ["Écarlate", "Karmesin", "朱", "scarlet"] {
      let result = await CLIHarness.run(
        ["show", "pikachu", "--game", name, "--width", "80", "--color", "never"],
        httpClient: UnreachableNetwork(), builtIn: .embedded)
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(result.stdout.contains("Types, abilities and stats as in Scarlet and Violet"), "\(name)")
    }
    let move = await CLIHarness.run(
      ["move", "vine-whip", "--game", "Rot", "--width", "80", "--color", "never"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(move.stdout.contains("Power 35 · Accuracy 100% · PP 10"), "\(move.stderr)")
    let none = await CLIHarness.run(
      ["show", "pikachu", "--game", "!!"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(none.status == 64)
    #expect(none.stderr.hasPrefix("pokecli: \"!!\" is not a game's name"))
  }

  /// `pokecli games` lists every game with its slug and group, built in with no request,
  /// in the language shown.
  @Test func gamesListsEveryGameWithWhatGameTakes() async {
    let result = await CLIHarness.run(
      ["games", "--width", "100"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(lines.first == "Gen. Game Slug Group")
    #expect(lines.contains("I Red red red-blue"))
    #expect(lines.contains("IX Scarlet scarlet scarlet-violet"))
    #expect(lines.contains("VIII Sword: The Crown Tundra the-crown-tundra-sword the-crown-tundra"))
    #expect(lines.last == "--game takes a game's slug, its group's, or its name in any language (Écarlate, 朱).")
    let french = await CLIHarness.run(
      ["games", "--width", "100", "--language", "fr"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(french.stdout.contains("Écarlate"))
  }

  /// A move's numbers are the game's: Vine Whip had 35 power and 10 PP in Red and Blue.
  @Test func aMovesNumbersAreTheGamesWithNoRequest() async throws {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(
      ["move", "vine-whip", "--game", "red", "--width", "80", "--color", "never"],
      httpClient: network, builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("""
      #022  Vine Whip  Grass
      Special · Generation I · learned by 32 Pokémon
      Power 35 · Accuracy 100% · PP 10 · Priority 0
      Class and numbers as in Red and Blue

      """))
    let json = await CLIHarness.run(
      ["move", "bite", "--game", "yellow", "--json"], httpClient: network, builtIn: .embedded)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["type"] as? String == "normal")
    #expect(object["versionGroup"] as? String == "yellow")
    let past = try #require(object["pastValues"] as? [[String: Any]])
    #expect(past.map { $0["versionGroup"] as? String } == ["gold-silver"])
    #expect(past.first?["type"] as? String == "normal")
    #expect(network.urls == [])
  }

  /// A machine's price and move are the game's: TM01 cost ₽3,000 and taught Mega Punch in
  /// Red; in Scarlet a shop only buys it, and it teaches Take Down. Today's card names
  /// the game of its newest price and lists what it teaches in each game.
  @Test func anItemsPriceAndMoveAreTheGamesWithNoRequest() async throws {
    let network = UnreachableNetwork()
    func card(_ arguments: [String]) async -> String {
      let result = await CLIHarness.run(
        ["item", "tm01", "--width", "80", "--color", "never"] + arguments,
        httpClient: network, builtIn: .embedded)
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout
    }
    let red = await card(["--game", "red"])
    #expect(red.contains("\nBuy ₽3,000 · sell ₽1,500\nPrice and move taught as in Red and Blue\n"))
    #expect(red.contains("\nTeaches\n  Mega Punch\n"))
    let scarlet = await card(["--game", "Écarlate"])
    #expect(scarlet.contains("\nNot in shops · sell ₽400\n"))
    #expect(scarlet.contains("\nTeaches\n  Take Down\n"))
    let today = await card([])
    #expect(today.contains("\nCost ₽40,000 in Sword and Shield\n"))
    #expect(today.contains("\n  Take Down: Scarlet and Violet\n"))
    #expect(today.contains("\n  Buy ₽5,000: Omega Ruby and Alpha Sapphire\n"))
    let json = await CLIHarness.run(
      ["item", "ultra-ball", "--game", "sun", "--json"], httpClient: network, builtIn: .embedded)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["cost"] as? Int == 800)
    #expect(object["versionGroup"] as? String == "sun-moon")
    let prices = try #require(object["prices"] as? [[String: Any]])
    #expect(prices.map { $0["sellPrice"] as? Int } == [400])
    #expect(network.urls == [])
  }

  /// The regional Pokédexes are named as the games name them, not from their slugs
  /// (`letsgo-kanto`, `kalos-coastal`, `conquest-gallery`).
  @Test func theRegionalPokedexesHaveTheGamesNames() async {
    let result = await CLIHarness.run(
      ["show", "eevee", "--width", "200", "--color", "never"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    for name in ["Let’s Go Kanto #133", "Coastal Kalos #077", "Gallery #001"] {
      #expect(result.stdout.contains(name), "\(name)")
    }
    #expect(!result.stdout.contains("Letsgo"))
    let french = await CLIHarness.run(
      ["show", "eevee", "--width", "200", "--language", "fr"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(french.stdout.contains("Kalos : Côtes #077"), "\(french.stdout)")
  }

  /// Abilities came with generation III: told as in Red, an ability's card says so; in
  /// Ruby it says nothing of the kind.
  @Test func anAbilityInAGameBeforeItSaysItCameLaterWithNoRequest() async {
    let network = UnreachableNetwork()
    let red = await CLIHarness.run(
      ["ability", "levitate", "--game", "red", "--width", "80", "--color", "never"],
      httpClient: network, builtIn: .embedded)
    #expect(red.status == 0, "\(red.stderr)")
    #expect(red.stdout.hasPrefix("""
      #026  Levitate
      Generation III · 44 Pokémon
      Not yet in Red and Blue: it came with generation III

      """))
    let ruby = await CLIHarness.run(
      ["ability", "levitate", "--game", "ruby", "--width", "80", "--color", "never"],
      httpClient: network, builtIn: .embedded)
    #expect(!ruby.stdout.contains("Not yet"))
    #expect(network.urls == [])
  }

  /// Generation I had no breeding, friendship nor effort values, II no effort values: a
  /// card says so, and from III gives today's yield.
  @Test func aCardsTrainingAndBreedingAreTheGenerationsWithNoRequest() async {
    let network = UnreachableNetwork()
    func card(_ game: String) async -> String {
      await CLIHarness.run(
        ["show", "gengar", "--game", game, "--no-sprite", "--width", "100", "--color", "never"],
        httpClient: network, builtIn: .embedded
      ).stdout
    }
    let red = await card("red")
    #expect(red.contains("""
      Training
        Catch rate 45 · Growth Medium Slow · Stat Exp. yield its base stats

      Breeding
        none: breeding came with generation II

      """))
    let gold = await card("gold")
    #expect(gold.contains("Catch rate 45 · Base friendship 70 · Growth Medium Slow · Stat Exp. yield its base stats\n"))
    #expect(gold.contains("  Egg group Amorphous · Gender 50% ♂, 50% ♀ · Hatch 5,140 steps\n"))
    let ruby = await card("ruby")
    #expect(ruby.contains("· EV yield 3 Sp. Atk\n"))
    #expect(network.urls == [])
  }

  /// An ability's holders are the game's: Gengar floated until generation VI, and
  /// Vikavolt came in VII; Cursed Body was Gengar's from then on.
  @Test func anAbilitysHoldersAreThoseOfTheGameWithNoRequest() async {
    let network = UnreachableNetwork()
    let levitate = await CLIHarness.run(
      ["ability", "levitate", "--game", "x-y", "--width", "80", "--color", "never"],
      httpClient: network, builtIn: .embedded)
    #expect(levitate.status == 0, "\(levitate.stderr)")
    #expect(levitate.stdout.hasPrefix("""
      #026  Levitate
      Generation III · 40 Pokémon
      Pokémon as in X and Y

      """))
    #expect(levitate.stdout.contains("#0094 Gengar"))
    #expect(!levitate.stdout.contains("Vikavolt"))
    let cursed = await CLIHarness.run(
      ["ability", "cursed-body", "--game", "x-y", "--width", "80", "--color", "never"],
      httpClient: network, builtIn: .embedded)
    #expect(!cursed.stdout.contains("Gengar"))
    let today = await CLIHarness.run(
      ["ability", "cursed-body", "--width", "80", "--color", "never"],
      httpClient: network, builtIn: .embedded)
    #expect(today.stdout.contains("#0094 Gengar"))
    #expect(network.urls == [])
  }

  /// Without `--game` a move is today's, and says nothing of games.
  @Test func aMoveWithoutAGameIsTodays() async throws {
    let result = await CLIHarness.run(
      ["move", "vine-whip", "--width", "80", "--color", "never"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.stdout.contains("Power 45 · Accuracy 100% · PP 25 · Priority 0\n"))
    #expect(!result.stdout.contains("as in"))
  }

  /// A learnset's rows carry the game's numbers: Tackle 35 power, 95% and Vine Whip 10 PP
  /// in Red, and special, as every Grass move was before generation IV.
  @Test func aLearnsetsNumbersAreTheGamesWithNoRequest() async throws {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(
      ["show", "bulbasaur", "--moves", "--game", "red", "--width", "100", "--color", "never"],
      httpClient: network, builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\n    1  Tackle         Normal  Physical     35   95%  35\n"))
    #expect(result.stdout.contains("\n   13  Vine Whip      Grass   Special      35  100%  10\n"))
    #expect(network.urls == [])
  }

  /// A Pokémon is as it was in the game: Clefairy is Normal in Red, with one Special, no
  /// abilities, and Red's chart's defenses for a Normal type; Chandelure had Shadow Tag
  /// until X and Y. No request.
  @Test func aPokemonIsAsItWasInTheGameWithNoRequest() async throws {
    let network = UnreachableNetwork()
    let red = await CLIHarness.run(
      ["show", "clefairy", "--game", "red", "--width", "80", "--color", "never", "--no-sprite"],
      httpClient: network, builtIn: .embedded)
    #expect(red.status == 0, "\(red.stderr)")
    #expect(red.stdout.hasPrefix("""
      #0035  Clefairy  Normal
      Fairy Pokémon · Generation I
      Height 0.6 m · Weight 7.5 kg
      Types, abilities and stats as in Red and Blue

      Abilities
        none: abilities came with generation III

      Base stats
        HP       70  ██████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Attack   45  █████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Defense  48  ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Special  60  ████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Speed    35  ███████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Total   258

      """))
    #expect(red.stdout.contains("""
      Type defenses
        ×2  Fighting
        ×0  Ghost

      """))
    let json = await CLIHarness.run(
      ["show", "chandelure", "--game", "black", "--json"], httpClient: network, builtIn: .embedded)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["versionGroup"] as? String == "black-white")
    let abilities = try #require(object["abilities"] as? [[String: Any]])
    #expect(abilities.map { $0["name"] as? String } == ["flash-fire", "flame-body", "shadow-tag"])
    let past = try #require(object["pastValues"] as? [[String: Any]])
    #expect(past.map { $0["lastGeneration"] as? Int } == [5])
    #expect(network.urls == [])
  }

  /// Without `--game` a Pokémon is today's, and says nothing of games.
  @Test func aPokemonWithoutAGameIsTodays() async {
    let result = await CLIHarness.run(
      ["show", "clefairy", "--width", "80", "--color", "never", "--no-sprite"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.stdout.hasPrefix("#0035  Clefairy  Fairy\n"))
    #expect(!result.stdout.contains("as in"))
  }
}
