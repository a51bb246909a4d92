@testable import PokedexKeys
import Foundation
import Testing

/// `DiacriticFolding` stands where Foundation's `folding(options:locale:)` stood, which
/// the pokecli binary no longer links: the two must agree wherever a name can meet them.
@Suite("Folding diacritics as Foundation does")
struct DiacriticFoldingTests {
  /// Every letter of the Latin, Greek and Cyrillic blocks, alone (combining marks fold
  /// with the letter before them: `e\u{301}` below).
  static let letters: [String] = [0x00A0...0x052F, 0x1E00...0x1FFF].flatMap { range in
    range.compactMap { Unicode.Scalar($0).map { String($0) } }
  }.filter {
    ($0.first?.isLetter ?? false)
      && !$0.unicodeScalars.contains(where: DiacriticFolding.isCombiningDiacritic)
  }

  @Test func everyLetterFoldsAsFoundationFoldsIt() {
    let differing = Self.letters.filter {
      DiacriticFolding.fold($0) != $0.folding(options: .diacriticInsensitive, locale: nil)
    }
    #expect(differing.isEmpty, "\(differing.map { "\($0) U+\(String($0.unicodeScalars.first?.value ?? 0, radix: 16))" })")
  }

  @Test func everyLetterFoldsWithItsCaseAsFoundationFoldsIt() {
    let differing = Self.letters.filter {
      DiacriticFolding.foldCaseAndDiacritics($0)
        != $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
    #expect(differing.isEmpty, "\(differing.map { "\($0) U+\(String($0.unicodeScalars.first?.value ?? 0, radix: 16))" })")
  }

  @Test(arguments: [
    ("Flabébé", "Flabebe"), ("Pokémon", "Pokemon"), ("Nidoran♀", "Nidoran♀"),
    ("Farfetch’d", "Farfetch’d"), ("e\u{301}", "e"), ("ガ", "ガ"), ("リザードン", "リザードン"),
  ])
  func namesFoldAsExpected(name: String, folded: String) {
    #expect(DiacriticFolding.fold(name) == folded)
    #expect(DiacriticFolding.fold(name) == name.folding(options: .diacriticInsensitive, locale: nil))
  }
}
