/// Folds away diacritics: "Flabébé" reads "Flabebe", "Pokémon" "Pokemon".
///
/// Letters that carry marks become their bare letters (the table, generated from Unicode's
/// canonical decompositions by scripts/generate-folding-table.py, covers the Latin, Greek
/// and Cyrillic letters) and combining diacritical marks typed on their own are dropped.
/// It stands where Foundation's `folding(options: .diacriticInsensitive)` stood, which on
/// Linux needs Foundation proper and ICU's data in every run; its test holds the two to
/// the same answer on every name pokecli knows.
public enum DiacriticFolding {
  /// `text` without diacritics.
  public static func fold(_ text: some StringProtocol) -> String {
    if SafeText.isASCII(text) { return String(text) }
    var folded = ""
    folded.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if isCombiningDiacritic(scalar) { continue }
      if let bare = bareForms[scalar] {
        folded.unicodeScalars.append(contentsOf: bare.unicodeScalars)
      } else {
        folded.unicodeScalars.append(scalar)
      }
    }
    return folded
  }

  /// `text` without diacritics and case-folded ("Straße" reads "strasse"): how names
  /// compare and sort.
  ///
  /// Diacritics go first, as Foundation's folding takes them ("ᾀ" reads "α", not "ἀι");
  /// a case folding that leaves marks ("ΰ") has them folded after.
  public static func foldCaseAndDiacritics(_ text: some StringProtocol) -> String {
    let lower = fold(text).lowercased()
    if SafeText.isASCII(lower) { return lower }
    var folded = ""
    folded.unicodeScalars.reserveCapacity(lower.unicodeScalars.count)
    for scalar in lower.unicodeScalars {
      if let folding = caseFoldings[scalar] {
        folded.unicodeScalars.append(contentsOf: folding.unicodeScalars)
      } else {
        folded.unicodeScalars.append(scalar)
      }
    }
    return fold(folded)
  }

  /// The combining marks of Unicode's diacritical blocks (U+0300 to U+036F and their
  /// supplements); other scripts' combining marks (kana's voicing marks) are letters' parts.
  static func isCombiningDiacritic(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
      true
    default:
      false
    }
  }

  /// Each letter with diacritics and its bare form, read from `pairs` once.
  static let bareForms = table(pairs)

  /// Each letter whose case folding is not its lower case, and its folding.
  static let caseFoldings = table(caseFoldingPairs)

  /// A generated table's entries: each a letter, then what it stands for. Read in one
  /// pass over the scalars: split into slices first, the 790 entries cost the first
  /// name folded in a run about a millisecond (`find pika` folds "Poké Ball").
  private static func table(_ entries: String) -> [Unicode.Scalar: String] {
    var forms: [Unicode.Scalar: String] = [:]
    forms.reserveCapacity(entries.utf8.count / 4)
    var letter: Unicode.Scalar?
    var form = String.UnicodeScalarView()
    for scalar in entries.unicodeScalars {
      if scalar == " " || scalar == "\n" {
        if let letter { forms[letter] = String(form) }
        letter = nil
        form = String.UnicodeScalarView()
      } else if letter == nil {
        letter = scalar
      } else {
        form.append(scalar)
      }
    }
    if let letter { forms[letter] = String(form) }
    return forms
  }
}
