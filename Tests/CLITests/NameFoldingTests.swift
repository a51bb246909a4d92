@testable import Domain
import Foundation
import PokedexData
import Testing

@testable import pokecli

/// Every name pokecli holds folds to the slug it folded to when Foundation's
/// `folding(options:locale:)` did the folding, which the binary no longer links: a user
/// finds the same entry with the same spelling, and lists sort the same.
@Suite("Names fold as before")
struct NameFoldingTests {
  /// `NameNormalizer.slug` as it was written over Foundation.
  static func foundationSlug(_ text: String) -> String {
    var folded = text
      .replacingOccurrences(of: "♀", with: "-f")
      .replacingOccurrences(of: "♂", with: "-m")
      .folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
      .lowercased()
    folded.removeAll { NameNormalizer.dropped.contains($0) }
    var slug = ""
    for character in folded {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
  }

  @Test(.timeLimit(.minutes(20)))
  func everyBuiltInNameSlugsAndSortsAsFoundationFoldedIt() async throws {
    let hits = try await DatabaseReferenceCatalog(
      database: try BuiltInData.embeddedDatabase(), tables: ShownKinds.foundTables)
      .everyEntry()
    #expect(hits.count > 4_000)
    var differing: [String] = []
    for name in hits.flatMap({ [$0.name, $0.displayName] }) {
      if NameNormalizer.slug(name) != Self.foundationSlug(name)
        || DiacriticFolding.foldCaseAndDiacritics(name)
          != name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      {
        differing.append(name)
      }
    }
    #expect(differing.isEmpty, "\(differing)")
  }
}
