import CustomDump
import Domain
import Testing

@Suite("The search over every kind")
struct ReferenceSearchTests {
  static let hits = [
    ReferenceHit(kind: .pokemon, id: 642, name: "thundurus-incarnate", displayName: "Thundurus"),
    ReferenceHit(kind: .pokemon, id: 1021, name: "raging-bolt", displayName: "Raging Bolt"),
    ReferenceHit(kind: .move, id: 87, name: "thunder", displayName: "Thunder"),
    ReferenceHit(kind: .move, id: 85, name: "thunderbolt", displayName: "Thunderbolt"),
    ReferenceHit(kind: .move, id: 86, name: "thunder-wave", displayName: "Thunder Wave"),
    ReferenceHit(kind: .item, id: 83, name: "thunder-stone", displayName: "Thunder Stone"),
    ReferenceHit(kind: .type, id: 13, name: "electric", displayName: "Electric"),
  ]

  static func names(_ terms: [String], kind: EntryKind? = nil) -> [String] {
    ReferenceSearch.filter(hits, by: ReferenceCriteria(terms: terms, kind: kind)).map(\.name)
  }

  @Test func exactThenStartingThenContainingThenOneLetterAway() {
    expectNoDifference(
      Self.names(["thunder"]),
      ["thunder", "thunderbolt", "thunder-wave", "thunder-stone", "thundurus-incarnate"])
    expectNoDifference(Self.names(["bolt"]), ["raging-bolt", "thunderbolt"])
  }

  @Test func aKindKeepsItsOwn() {
    expectNoDifference(Self.names(["thunder"], kind: .item), ["thunder-stone"])
    expectNoDifference(Self.names(["electric"]), ["electric"])
  }

  @Test func shortWordsDoNotMatchBySpellingAlone() {
    // "thund" is four letters from "thund…" but a one-letter slip of a short word would
    // match half the Pokédex.
    #expect(ReferenceSearch.rank(Self.hits[0], terms: ["thumd"]) == 3)
    #expect(ReferenceSearch.rank(Self.hits[0], terms: ["thum"]) == nil)
    #expect(ReferenceSearch.rank(Self.hits[0], terms: []) == nil)
  }

  @Test func aNameInAnotherLanguageIsFoundToo() {
    // "tonnerre" is Thunderbolt's French name, exactly; "thunderst…" starts no English
    // slug here but, say, another language's name of Thunder Wave.
    let named = [
      NamedEntry(kind: .move, id: 85, isExact: true), NamedEntry(kind: .move, id: 86, isExact: false),
    ]
    let merged = ReferenceSearch.merged(
      Self.hits, by: ReferenceCriteria(terms: ["tonnerre"]), named: named)
    expectNoDifference(merged.map(\.name), ["thunderbolt", "thunder-wave"])
    // The usual matches first, then an exact name in another language, each entry once.
    let thunder = ReferenceSearch.merged(
      Self.hits, by: ReferenceCriteria(terms: ["thunder"]),
      named: [NamedEntry(kind: .move, id: 85, isExact: true), NamedEntry(kind: .move, id: 87, isExact: false)])
    expectNoDifference(
      thunder.map(\.name),
      ["thunder", "thunderbolt", "thunder-wave", "thunder-stone", "thundurus-incarnate"])
    let items = ReferenceSearch.merged(
      Self.hits, by: ReferenceCriteria(terms: ["tonnerre"], kind: .item), named: named)
    #expect(items.isEmpty)
  }
}
