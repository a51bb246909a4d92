/// Folds the ways people write Pokémon names into PokeAPI's slugs.
///
/// "Mr. Mime", "mr mime" and "MR-MIME" all become `mr-mime`; "Farfetch’d" becomes
/// `farfetchd`, "Nidoran♀" and "nidoran f" `nidoran-f`, "Flabébé" `flabebe`,
/// "Type: Null" `type-null`. `show` and `search` use the same folding, so any spelling one
/// accepts the other does too.
public enum NameNormalizer {
  /// Characters dropped without leaving a gap: apostrophes, full stops, colons. An array,
  /// not a set: the first set of characters a run makes costs it a search of every
  /// conformance in the program.
  static let dropped: [Character] = ["'", "’", "ʼ", "‘", ".", ":"]

  /// Symbols of names that are always a character of their own (no combining mark,
  /// joiner or selector among them): folded text of ASCII and these is slugged scalar by
  /// scalar. The star of the 300 ★ items is the one that counts.
  private static let standalone: [Unicode.Scalar] = ["★", "’", "‘", "ʼ", "–", "♀", "♂"]

  /// `text` as a PokeAPI slug: lower case, no accents, words joined by hyphens, only
  /// `a-z`, `0-9` and `-` kept.
  ///
  /// One pass over the folded text: the search over every kind slugs every name it holds
  /// (about 5,000) for each search.
  public static func slug(_ text: String) -> String {
    slug(folded: DiacriticFolding.foldCaseAndDiacritics(text))
  }

  /// `slug` of text already folded (`DiacriticFolding.foldCaseAndDiacritics`).
  private static func slug(folded: String) -> String {
    if SafeText.isASCII(folded) { return asciiSlug(folded) }
    if folded.unicodeScalars.allSatisfy({ $0.isASCII || standalone.contains($0) }) {
      // Each scalar its own character: the sexes spelt out, the other apostrophes
      // dropped and any other symbol a gap, then the ASCII rule.
      var ascii = String.UnicodeScalarView()
      for scalar in folded.unicodeScalars {
        switch scalar {
        case "♀": ascii.append(contentsOf: "-f".unicodeScalars)
        case "♂": ascii.append(contentsOf: "-m".unicodeScalars)
        case _ where scalar.isASCII: ascii.append(scalar)
        case _ where dropped.contains(Character(scalar)): continue
        default: ascii.append(" ")
        }
      }
      return asciiSlug(String(ascii))
    }
    var slug = ""
    func take(_ character: Character) {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    for character in folded where !dropped.contains(character) {
      switch character {
      case "♀": take("-"); take("f")
      case "♂": take("-"); take("m")
      default: take(character)
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
  }

  /// `slug` for folded text that is all ASCII (most names): the same rule, byte by byte.
  private static func asciiSlug(_ folded: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(folded.utf8.count)
    for byte in folded.utf8 {
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: ":"):
        continue
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        bytes.append(byte)
      default:
        if let last = bytes.last, last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
      }
    }
    while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `slug(text)` without its hyphens, for comparisons where "fire red" must meet
  /// "firered".
  ///
  /// ASCII text, every slug among it, is read byte by byte without folding: its folding is
  /// its lower case. A name looked up compares its form with every slug of its kind's.
  public static func compact(_ text: String) -> String {
    if SafeText.isASCII(text) { return asciiCompact(text.utf8) }
    let folded = DiacriticFolding.foldCaseAndDiacritics(text)
    if SafeText.isASCII(folded) { return asciiCompact(folded.utf8) }
    return slug(folded: folded).filter { $0 != "-" }
  }

  /// What slug keeps of ASCII text, less the hyphens: its letters, in lower case, and its
  /// digits.
  private static func asciiCompact(_ bytes: String.UTF8View) -> String {
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    for byte in bytes {
      if let compacted = compacted(byte) { kept.append(compacted) }
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// What `compact` keeps of an ASCII byte: a letter in lower case, a digit as it is;
  /// `nil` for anything else.
  static func compacted(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return byte
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte | 0x20
    default: return nil
    }
  }
}
