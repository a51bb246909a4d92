@testable import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// The Pokédex built into pokecli: the committed data, and commands answered from it with
/// the network unreachable and an empty cache.
@Suite("The built-in Pokédex")
struct BuiltInPokedexTests {
  @Test func theCommittedDataDecodesWhole() async throws {
    #expect(BuiltInData.embedded?.pokemonCount == 1351)
    let pokedex = try BuiltInData.embeddedDatabase()
    let repository = DatabasePokemonRepository(database: pokedex)
    let index = try await repository.index()
    let rows = try await repository.summaries(index)
    let traits = try await repository.traits(of: index)
    #expect(index.count == 1351 && rows.count == 1351 && traits.count == 1351)
    for (entry, (row, traits)) in zip(index, zip(rows, traits)) {
      let card = try await repository.pokemon(.number(entry.id))
      #expect(card.summary == row && row.name == entry.name)
      #expect(traits == PokemonTraits(card), "\(entry.name)")
      let battleCard = try await repository.battleCard(.number(entry.id))
      #expect(battleCard == Self.battlePart(of: card), "\(entry.name)")
    }
    #expect(try await pokedex.generations() == Array(1...9))
    #expect(Set(PokemonType.allKnown).isSubset(of: try await pokedex.types()))
    #expect(try await repository.pokemon(.name("giratina")).summary.name == "giratina-altered")
  }

  /// Every move as a battle reads it is its whole card without its game texts, machines
  /// and learner count (`Move.builtInBattleEntries`).
  @Test func everyMoveReadForBattleIsItsCardWithoutTextsMachinesOrLearners() async throws {
    let database = try BuiltInData.embeddedDatabase()
    let whole = Move.builtInEntries(database)
    let battle = Move.builtInBattleEntries(database)
    let slugs = try await database.slugs(in: Move.storage.table)
    #expect(slugs.count > 900)
    for (id, slug) in slugs {
      var part = try await whole.entry(.number(id))
      part.descriptions = []
      part.machines = []
      part.learnerCount = 0
      #expect(try await battle.entry(.number(id)) == part, "\(slug)")
    }
    #expect(try await battle.entry(.name("thunder bolt")).name == "thunderbolt")
  }

  /// What `PokemonRepository.battleCard(_:)` promises of `card`: all of it but its type
  /// defenses, Pokédex entries, egg groups, regional numbers and abilities' effects.
  static func battlePart(of card: Pokemon) -> Pokemon {
    var part = card
    part.typeDefenses = TypeDefenses(multipliers: [:])
    part.pokedexEntries = []
    part.profile.eggGroups = []
    for index in part.abilities.indices {
      part.abilities[index].effect = nil
      part.abilities[index].isEnglishFallback = nil
    }
    return part
  }

  @Test(arguments: [
    ["list"], ["list", "--page", "68"], ["search", "fire", "flying"],
    ["list", "--type", "water", "--generation", "1"], ["show", "pikachu"],
    ["show", "eevee", "--json"], ["favorites"],
  ])
  func answersWithTheNetworkUnreachableAndAnEmptyCache(_ arguments: [String]) async throws {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(
      arguments, httpClient: network, builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(!result.stdout.isEmpty)
    // At most the weekly check for new Pokémon, one page of one, which fails here.
    #expect(network.urls.allSatisfy { $0 == "https://pokeapi.co/api/v2/pokemon/?offset=0&limit=1" })
    #expect(network.urls.count <= 1)
  }

  /// A generation keeps its species' forms, as a type does: Origin Giratina and Mega
  /// Froslass are generation IV's Ghosts.
  @Test func aGenerationKeepsItsSpeciesForms() async {
    let result = await CLIHarness.run(
      ["list", "--generation", "4", "--type", "ghost", "--color", "never", "--width", "80"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("#10007  Origin Giratina  Ghost     Dragon\n"))
    #expect(result.stdout.contains("#10285  Mega Froslass    Ice       Ghost\n"))
    #expect(result.stdout.contains("Showing 1–10 of 10 · page 1 of 1"))
  }

  @Test(arguments: [
    ("porygonz", "#0474  Porygon-Z"), ("jangmoo", "#0782  Jangmo-o"),
    ("Mr.Mime", "#0122  Mr. Mime"), ("ho oh", "#0250  Ho-Oh"), ("giratina", "#0487  Giratina"),
  ])
  func aNameWrittenAnyWayIsFoundInTheBuiltInData(name: String, header: String) async {
    let result = await CLIHarness.run(
      ["show", name, "--offline"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(header))
  }

  @Test func aCardNeedsNoRequestAtAll() async throws {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(
      ["show", "pikachu"], httpClient: network, builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Pikachu"))
    #expect(network.urls == [])
  }

  @Test func spritesAreDrawnFromTheBuiltInDataWithoutARequest() async throws {
    let network = UnreachableNetwork()
    let card = await CLIHarness.run(
      ["show", "pikachu", "--color", "always"], httpClient: network, builtIn: .embedded)
    #expect(card.status == 0 && card.stderr == "", "\(card.stderr)")
    #expect(card.stdout.contains("▀"), "no sprite drawn")
    let shiny = await CLIHarness.run(
      ["sprite", "charizard", "--shiny", "--color", "always"], httpClient: network,
      builtIn: .embedded)
    #expect(shiny.status == 0 && shiny.stderr == "", "\(shiny.stderr)")
    #expect(shiny.stdout.contains("▀") && shiny.stdout.contains("shiny Charizard"))
    let female = await CLIHarness.run(
      ["show", "pikachu", "--female", "--shiny", "--color", "always"], httpClient: network,
      builtIn: .embedded)
    #expect(female.status == 0 && female.stdout.contains("shiny ♀ sprite"), "\(female.stderr)")
    #expect(network.urls == [])
  }

  /// Pictures reach a terminal only: into a pipe, `--graphics kitty` draws half blocks.
  @Test(arguments: ["kitty", "iterm", "sixel"])
  func aPictureReachesATerminalAndNeverAPipe(_ graphics: String) async throws {
    let introducer = ["kitty": "\u{1B}_G", "iterm": "\u{1B}]1337;File=", "sixel": "\u{1B}P0;1;0q"]
    let terminal = await CLIHarness.run(
      ["sprite", "pikachu", "--graphics", graphics], variables: ["TERM": "xterm-256color"],
      outputIsTerminal: true, httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(terminal.status == 0, "\(terminal.stderr)")
    #expect(terminal.stdout.contains(introducer[graphics] ?? "?"))
    let card = await CLIHarness.run(
      ["show", "pikachu", "--graphics", graphics], variables: ["TERM": "xterm-256color"],
      outputIsTerminal: true, httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(card.stdout.contains(introducer[graphics] ?? "?") && card.stdout.contains("Pikachu"))
    let pipe = await CLIHarness.run(
      ["sprite", "pikachu", "--graphics", graphics, "--color", "always"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(pipe.status == 0 && pipe.stdout.contains("▀"))
    #expect(!pipe.stdout.contains(introducer[graphics] ?? "?"))
  }

  @Test func autoDrawsPicturesOnlyWhereTheTerminalNamesItsProtocol() async throws {
    let kitty = await CLIHarness.run(
      ["sprite", "pikachu"], variables: ["TERM": "xterm-kitty"], outputIsTerminal: true,
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(kitty.stdout.contains("\u{1B}_G"))
    let plain = await CLIHarness.run(
      ["sprite", "pikachu"], variables: ["TERM": "xterm-256color"], outputIsTerminal: true,
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(plain.stdout.contains("▀") && !plain.stdout.contains("\u{1B}_G"))
  }

  @Test func aTypoOfflineGetsASuggestionNotANetworkError() async throws {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(
      ["show", "pikachuu"], httpClient: network, builtIn: .embedded)
    #expect(result.status == 1)
    #expect(result.stderr.contains("did you mean") && result.stderr.contains("pikachu"))
    #expect(!result.stderr.contains("cannot reach"), "\(result.stderr)")
    // Nothing is asked for the name: at most the weekly check whether PokeAPI lists more
    // Pokémon than the built-in data, which says whether its list is still complete.
    #expect(network.urls.allSatisfy { $0 == "https://pokeapi.co/api/v2/pokemon/?offset=0&limit=1" })
    let offline = await CLIHarness.run(
      ["show", "pikachuu", "--offline"], httpClient: network, builtIn: .embedded)
    #expect(offline.status == 1 && offline.stderr == result.stderr)
    #expect(network.urls.count <= 1)
  }

  /// Every kind's list is built in whole: a typo is answered from it, with no request.
  @Test(arguments: [
    (["move", "thunderboltt"], "thunderbolt"), (["ability", "levitat"], "levitate"),
    (["item", "leftover"], "leftovers"), (["type", "fyre"], "fire"),
    (["nature", "adamat"], "adamant"), (["sprite", "charizardd", "--color", "always"], "charizard"),
    (["moves", "--pokemon", "pikachuu"], "pikachu"),
  ])
  func everyKindsTypoGetsSuggestionsWithoutARequest(arguments: [String], suggestion: String) async {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(arguments, httpClient: network, builtIn: .embedded)
    #expect(result.status != 0)
    #expect(result.stderr.contains("did you mean \"\(suggestion)\""), "\(result.stderr)")
    #expect(network.urls.allSatisfy { $0.hasSuffix("/pokemon/?offset=0&limit=1") }, "\(network.urls)")
  }

  /// A form's picture is not built in (PokeAPI's corpus has none): unreachable, the card
  /// is quiet about it unless a sprite was asked for by name.
  @Test func aSpriteNotBuiltInIsMentionedOnlyWhenAskedFor() async throws {
    let quiet = await CLIHarness.run(
      ["show", "deoxys-attack", "--color", "always"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(quiet.status == 0 && quiet.stderr == "", "\(quiet.stderr)")
    let asked = await CLIHarness.run(
      ["show", "deoxys-attack", "--shiny", "--color", "always"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(asked.status == 0)
    #expect(asked.stderr.split(separator: "\n").count == 1 && asked.stderr.contains("sprite"),
      "\(asked.stderr)")
    let sprite = await CLIHarness.run(
      ["sprite", "deoxys-attack", "--color", "always"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(sprite.status == 1 && sprite.stderr.split(separator: "\n").count == 1,
      "\(sprite.stderr)")
  }

  @Test(arguments: [
    (["show", "1026"], "no Pokémon numbered 1026 (national numbers run from 1, forms from 10001)"),
    (["move", "920"], "no move numbered 920 (move numbers run from 1, Shadow moves from 10001)"),
    (["item", "3000"], "no item numbered 3000"),
  ])
  func aNumberTheDataLacksIsNoEntryWithoutARequest(arguments: [String], said: String) async {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(arguments, httpClient: network, builtIn: .embedded)
    #expect(result.status == 1)
    #expect(result.stderr == "pokecli: \(said)\n")
    #expect(network.urls.filter { !$0.contains("limit=1") } == [], "only the new-Pokémon check")
  }

  @Test func anotherGamesEntryIsBuiltInOffline() async throws {
    let result = await CLIHarness.run(
      ["show", "eevee", "--game", "red", "--offline"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.contains("\nPokédex entry · Red\n"))
  }

  @Test func anotherAPIIsReadAsAlwaysWithoutTheBuiltInData() async throws {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(
      ["show", "pikachu", "--base-url", "http://mirror.test/api/v2"], httpClient: network,
      builtIn: .embedded)
    #expect(result.status == 1)
    #expect(network.urls.first == "http://mirror.test/api/v2/pokemon/pikachu/")
  }

  @Test func versionAndCacheInfoSayTheDataDate() async throws {
    let pokedex = try #require(BuiltInData.embedded)
    #expect(AppVersion.description(builtIn: pokedex).contains(pokedex.generatedOn))
    let info = await CLIHarness.run(["cache", "info"], builtIn: pokedex)
    #expect(info.stdout.contains("built-in Pokédex: 1351 Pokémon as of \(pokedex.generatedOn)"))
  }
}

/// A network that cannot be reached, and remembers what was asked of it.
final class UnreachableNetwork: HTTPClient, @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [String] = []

  func get(_ url: URL) async throws -> Data {
    lock.withLock { asked.append(url.absoluteString) }
    throw PokedexError.unreachable(url: url.absoluteString, reason: "host not found")
  }

  /// The URLs asked for.
  var urls: [String] { lock.withLock { asked } }
}

/// Where the built-in database is expanded: the cache folder, else the first other folder
/// that can hold it; with none, the first failure is what a lookup reports.
@Suite("Expanding the built-in database")
struct EmbeddedDatabaseFolderTests {
  @Test func theFirstFolderThatCanHoldItHoldsIt() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-expand-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let blocker = scratch.appendingPathComponent("a-file")
    try Data("not a folder".utf8).write(to: blocker)
    let file = try EmbeddedDatabase.file(
      cacheFolder: blocker.appendingPathComponent("cache"),
      otherFolders: [blocker.appendingPathComponent("tmp"), scratch.appendingPathComponent("last")])
    #expect(file.deletingLastPathComponent().lastPathComponent == "last")
    #expect(throws: (any Error).self) {
      _ = try EmbeddedDatabase.file(
        cacheFolder: blocker.appendingPathComponent("cache"),
        otherFolders: [blocker.appendingPathComponent("tmp")])
    }
  }
}
