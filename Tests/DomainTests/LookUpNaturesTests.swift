import CustomDump
import Domain
import Testing

@Suite("Looking up natures")
struct LookUpNaturesTests {
  static let natures = [
    Nature(id: 1, name: "hardy", displayName: "Hardy", raises: nil, lowers: nil, likes: nil, dislikes: nil),
    Nature(
      id: 5, name: "timid", displayName: "Timid",
      raises: NamedSlug(slug: "speed", displayName: "Speed"),
      lowers: NamedSlug(slug: "attack", displayName: "Attack"),
      likes: NamedSlug(slug: "sweet", displayName: "Sweet"),
      dislikes: NamedSlug(slug: "spicy", displayName: "Spicy")),
  ]

  @Test func withoutANameEveryNatureInOrder() async throws {
    let lookUp = LookUpNatures(repository: Stub(natures: Self.natures))
    let names = try await lookUp.natures(named: nil).map(\.name)
    expectNoDifference(names, ["hardy", "timid"])
  }

  @Test(arguments: ["timid", "TIMID", " Timid "])
  func aNameInAnyCaseFindsItsNature(name: String) async throws {
    let lookUp = LookUpNatures(repository: Stub(natures: Self.natures))
    let names = try await lookUp.natures(named: name).map(\.name)
    expectNoDifference(names, ["timid"])
  }

  @Test func anUnknownNameGetsTheNearest() async {
    let lookUp = LookUpNatures(repository: Stub(natures: Self.natures))
    await #expect(throws: PokedexError.entryNotFound(.nature, .name("timd"), suggestions: ["timid"])) {
      _ = try await lookUp.natures(named: "timd")
    }
  }

  @Test func neutralMeansNoStatChanges() {
    #expect(Self.natures[0].isNeutral)
    #expect(!Self.natures[1].isNeutral)
  }
}

private struct Stub: NatureRepository {
  let natures: [Nature]
  func natures() async throws -> [Nature] { natures }
}
