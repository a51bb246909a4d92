import Foundation
import PokedexTesting
import Testing

@testable import pokecli

@Suite("pokecli favorite and favorites, end to end")
struct FavoritesCommandTests {
  let sandbox = Sandbox()

  func run(_ arguments: [String]) async throws -> CLIResult {
    try await CLIHarness.runAgainstFixtureServer(arguments, sandbox: sandbox).result
  }

  @Test func favoriteTogglesAndSaysSo() async throws {
    defer { sandbox.remove() }
    #expect(
      try await run(["favorite", "bulbasaur"]).stdout == "★ added Bulbasaur to favorites (1)\n")
    #expect(try await run(["favorite", "4"]).stdout == "★ added Charmander to favorites (2)\n")
    #expect(
      try await run(["favorite", "Bulbasaur"]).stdout == "removed Bulbasaur from favorites (1)\n")
  }

  @Test func listAndShowMarkFavoritesAndTheFooterCountsThem() async throws {
    defer { sandbox.remove() }
    _ = try await run(["favorites", "add", "2", "ivysaur", "mr mime"])
    let list = try await run(["list", "--limit", "3"])
    #expect(list.stdout == """
      No.      Name       Types
      #0001    Bulbasaur  Grass     Poison
      #0002  ★ Ivysaur    Grass     Poison
      #0003    Venusaur   Grass     Poison

      Showing 1–3 of 25 · page 1 of 9 · ★ 2 favorites
      Next page: pokecli list --page 2 --limit 3

      """)
    let card = try await run(["show", "ivysaur"])
    #expect(card.stdout.hasPrefix("#0002  Ivysaur ★  Grass     Poison\n"))
  }

  @Test func favoritesListsThemInPokedexOrderWithACount() async throws {
    defer { sandbox.remove() }
    let added = try await run(["favorites", "add", "mr-mime", "1", "10034"])
    #expect(added.stdout == "★ added Mr. Mime, Bulbasaur and Mega Charizard X to favorites (3)\n")
    let favorites = try await run(["favorites"])
    #expect(favorites.stdout == """
      No.       Name              Types
      #0001   ★ Bulbasaur         Grass     Poison
      #0122   ★ Mr. Mime          Psychic   Fairy
      #10034  ★ Mega Charizard X  Fire      Dragon

      Showing 1–3 of 3 · page 1 of 1 · ★ 3 favorites

      """)
  }

  @Test func addAndRemoveAreIdempotent() async throws {
    defer { sandbox.remove() }
    _ = try await run(["favorites", "add", "1"])
    let again = try await run(["favorites", "add", "1", "2"])
    #expect(again.stdout == "★ added Ivysaur to favorites; Bulbasaur was already a favorite (2)\n")
    let removed = try await run(["favorites", "remove", "2", "3"])
    #expect(removed.stdout == "removed Ivysaur from favorites; Venusaur was not a favorite (1)\n")
  }

  @Test func noFavoritesYetSaysHowToAddOne() async throws {
    defer { sandbox.remove() }
    let result = try await run(["favorites"])
    #expect(result.status == 0)
    #expect(result.stdout == "no favorites yet; add one with: pokecli favorite pikachu\n")
  }

  @Test func anUnreadableFavoritesFileIsNamedAndLeftAsItIs() async throws {
    defer { sandbox.remove() }
    let file = sandbox.dataFolder.appendingPathComponent("favorites.json")
    try FileManager.default.createDirectory(
      at: sandbox.dataFolder, withIntermediateDirectories: true)
    let damaged = Data("{\"format\": 1, \"favorites\": [{\"id\": 25".utf8)
    try damaged.write(to: file)

    let toggle = try await run(["favorite", "bulbasaur"])
    #expect(toggle.status == 1)
    #expect(
      toggle.stderr == "pokecli: cannot read \(file.path): not the JSON expected; it was left "
        + "as it is (repair or move it away, then try again)\n")
    #expect(try Data(contentsOf: file) == damaged)

    let list = try await run(["list", "--limit", "1"])
    #expect(list.status == 0)
    #expect(list.stderr.hasPrefix("pokecli: favorites are not marked: cannot read \(file.path)"))
    #expect(try Data(contentsOf: file) == damaged)
  }

  @Test func aFavoriteCanBeToggledOffAndListedWithoutTheNetwork() async throws {
    defer { sandbox.remove() }
    _ = try await run(["favorite", "bulbasaur"])
    _ = try await run(["favorite", "ivysaur"])
    try FileManager.default.removeItem(at: sandbox.cacheFolder)
    let off = await CLIHarness.run(["favorite", "bulbasaur", "--offline"], sandbox: sandbox)
    #expect(off.stdout == "removed Bulbasaur from favorites (1)\n")
    let listed = await CLIHarness.run(["favorites", "--offline"], sandbox: sandbox)
    #expect(listed.status == 0)
    #expect(listed.stdout.contains("#0002  ★ Ivysaur"))
  }

  @Test func noFavoritesOfflineSaysSoRatherThanWhatIsNotCached() async {
    defer { sandbox.remove() }
    let result = await CLIHarness.run(["favorites", "--offline"], sandbox: sandbox)
    #expect(result.status == 0)
    #expect(result.stdout == "no favorites yet; add one with: pokecli favorite pikachu\n")
  }
}
