/// Folds the ways people write Pokémon names into PokeAPI's slugs.
///
/// "Mr. Mime", "mr mime" and "MR-MIME" all become `mr-mime`; "Farfetch’d" becomes
/// `farfetchd`, "Nidoran♀" and "nidoran f" `nidoran-f`, "Flabébé" `flabebe`,
/// "Type: Null" `type-null`. `show` and `search` use the same folding, so any spelling one
/// accepts the other does too.
public enum NameNormalizer {
  /// Characters dropped without leaving a gap: apostrophes, full stops, colons.
  static let dropped: Set<Character> = ["'", "’", "ʼ", "‘", ".", ":"]

  /// `text` as a PokeAPI slug: lower case, no accents, words joined by hyphens, only
  /// `a-z`, `0-9` and `-` kept.
  ///
  /// One pass over the folded text: the search over every kind slugs every name it holds
  /// (about 5,000) for each search.
  public static func slug(_ text: String) -> String {
    let folded = DiacriticFolding.foldCaseAndDiacritics(text)
    if folded.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlug(folded) }
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
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiCompact(text.utf8) }
    let folded = DiacriticFolding.foldCaseAndDiacritics(text)
    if folded.utf8.allSatisfy({ $0 < 0x80 }) { return asciiCompact(folded.utf8) }
    return slug(text).filter { $0 != "-" }
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
