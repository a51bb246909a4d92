import CustomDump
import Domain
import Foundation
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

  @Test func withoutANameEveryNatureInOrderFromTheTable() async throws {
    let stub = Stub(natures: Self.natures)
    let names = try await LookUpNatures(table: stub, entries: stub).natures(nil).map(\.name)
    expectNoDifference(names, ["hardy", "timid"])
    expectNoDifference(stub.calls, ["table"])
  }

  @Test(arguments: ["timid", "TIMID", " Timid ", "5"])
  func aNameInAnyCaseOrANumberFindsItsNatureAsOneEntry(text: String) async throws {
    let stub = Stub(natures: Self.natures)
    let query = try EntryQuery.parse(text)
    let names = try await LookUpNatures(table: stub, entries: stub).natures(query).map(\.name)
    expectNoDifference(names, ["timid"])
    // One nature never costs the table: over the network that is 26 requests, not 1.
    expectNoDifference(stub.calls, ["entry"])
  }

  @Test func anUnknownNameGetsTheNearest() async {
    let stub = Stub(natures: Self.natures)
    await #expect(throws: PokedexError.entryNotFound(.nature, .name("timd"), suggestions: ["timid"])) {
      _ = try await LookUpNatures(table: stub, entries: stub).natures(.name("timd"))
    }
  }

  @Test func anUnknownNumberHasNoSuggestions() {
    #expect(throws: PokedexError.entryNotFound(.nature, .number(26), suggestions: [])) {
      _ = try Nature.named(.number(26), in: Self.natures)
    }
  }

  @Test func neutralMeansNoStatChanges() {
    #expect(Self.natures[0].isNeutral)
    #expect(!Self.natures[1].isNeutral)
  }
}

/// Both repositories of the use case over the same natures, noting which was asked.
private final class Stub: NatureRepository, EntryRepository, @unchecked Sendable {
  let natures: [Nature]
  // Read and written under `lock`.
  private let lock = NSLock()
  private var asked: [String] = []

  init(natures: [Nature]) { self.natures = natures }

  /// Which of the two was asked, in order.
  var calls: [String] { lock.withLock { asked } }

  var kind: EntryKind { .nature }

  func natures() async throws -> [Nature] {
    lock.withLock { asked.append("table") }
    return natures
  }

  func entry(_ query: EntryQuery) async throws -> Nature {
    lock.withLock { asked.append("entry") }
    return try Nature.named(query, in: natures)
  }
}
