import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

@testable import pokecli

/// `browse --game`: every section's cards told as in the game, from the built-in data with
/// no request; an unknown game refused before the screen is taken.
@Suite("browse --game, built in")
struct BrowseAsInAGameTests {
  static func root(_ sandbox: Sandbox, network: UnreachableNetwork) throws -> CompositionRoot {
    let environment = AppEnvironment(
      variables: sandbox.variables, output: CapturedText(), errorOutput: CapturedText(),
      outputIsTerminal: false, errorOutputIsTerminal: false, terminalColumns: nil,
      httpClient: network, home: sandbox.root, isMacOS: false, now: { Date() },
      builtInData: .embedded, spriteDeadline: .seconds(1))
    return try CompositionRoot(environment: environment, options: try GlobalOptions.parse([]))
  }

  @Test func everySectionsCardsAreTheGames() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let network = UnreachableNetwork()
    let root = try Self.root(sandbox, network: network)
    let red = try #require(try await root.gameCatalog().group(named: "red"))
    let xy = try #require(try await root.gameCatalog().group(named: "x-y"))
    let inRed = try root.browserSources(within: SearchCriteria(), asIn: red)
    let vineWhip = try #require(try await inRed[.moves]?.card?(.name("vine-whip")).card as? BrowsedMove)
    #expect(vineWhip.move.power == 35 && vineWhip.move.pp == 10)
    #expect(vineWhip.learners.game?.slug == "red-blue")
    // Red's chart has 15 types: no Dark, Steel or Fairy.
    let types = try #require(try await inRed[.types]?.page(ReferenceQuery(), PageRequest(offset: 0, limit: 40)))
    #expect(types.totalCount == 15)
    let inXY = try root.browserSources(within: SearchCriteria(), asIn: xy)
    let levitate = try #require(try await inXY[.abilities]?.card?(.name("levitate")).card as? Ability)
    #expect(levitate.holders.contains { $0.name == "gengar" })
    let today = try root.browserSources(within: SearchCriteria(), asIn: nil)
    let floating = try #require(try await today[.abilities]?.card?(.name("levitate")).card as? Ability)
    #expect(!floating.holders.contains { $0.name == "gengar" })
    #expect(network.urls == [])
  }

  /// The cards show the Pokédex entry of the game named (a version's: `red`), and are
  /// told as in its group.
  @Test func theBrowsersStateNamesTheGameAsTyped() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let network = UnreachableNetwork()
    let root = try Self.root(sandbox, network: network)
    let red = try #require(try await root.gameCatalog().group(named: "red"))
    let store = try await MainActor.run {
      try root.browserStore(
        criteria: SearchCriteria(), favoritesOnly: false, title: "All Pokémon",
        size: TerminalSize(columns: 80, rows: 24), asIn: red, entriesOf: "red")
    }
    #expect(await store.state.game == "red")
    #expect(network.urls == [])
  }
}
