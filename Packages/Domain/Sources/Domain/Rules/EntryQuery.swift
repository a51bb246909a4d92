/// What a user asked for by name or number (`show`, `favorite`, `sprite`): a number or a
/// name, read from any usual spelling.
///
/// `25`, `#25`, `#025` and `0025` are the number 25; text with digits and no letter
/// that is not such a number (`25.0`, `2.5`, `-25`) is refused, since folding it would
/// find another Pokémon (`25.0` is 250, Ho-Oh); anything else is folded into a slug
/// with `NameNormalizer`. Text that cannot name a Pokémon (empty, path characters,
/// control characters, absurdly long) is refused before any request is made, so no input
/// can reach a URL or a file name unfolded.
public enum EntryQuery: Hashable, Sendable {
  /// A national number (1–1025) or a form's id (10001 and up).
  case number(Int)
  /// A PokeAPI slug, already folded.
  case name(String)

  /// Why some text cannot be a query.
  public enum Invalid: Error, Hashable, Sendable {
    /// Nothing but white space.
    case empty
    /// Text with characters no Pokémon's name has; carries the text, trimmed.
    case notAName(String)
    /// A number below 1, though Pokédex numbers start at 1; carries the text, trimmed.
    case zeroOrNegative(String)
    /// Longer than `maximumLength`.
    case tooLong
    /// A number too large for an `Int`; carries the text, trimmed.
    case tooLarge(String)
    /// A number that is not whole (`2.5`, `25.0`, `1/2`); carries the text, trimmed.
    case notAWholeNumber(String)
  }

  /// The longest text read as a name; the longest real slug is under 40 characters.
  public static let maximumLength = 60

  /// Characters a name may contain besides letters, digits and spaces: ★ begins the
  /// names of the 300 Dynamax crystals (`★And458`). An array, not a set: the first set
  /// of characters a run makes costs a search of every conformance in the binary.
  static let punctuation: [Character] = [
    "-", "_", ".", "'", "’", "ʼ", "‘", ":", "♀", "♂", "★",
  ]

  /// Reads `text` as a number or a name.
  public static func parse(_ text: String) throws(Invalid) -> EntryQuery {
    let trimmed = text.trimmed()
    guard !trimmed.isEmpty else { throw .empty }
    guard trimmed.count <= maximumLength else { throw .tooLong }
    let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
    if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
      guard let number = Int(digits) else { throw .tooLarge(trimmed) }
      guard number > 0 else { throw .zeroOrNegative(trimmed) }
      return .number(number)
    }
    if !digits.contains(where: \.isLetter), digits.contains(where: \.isNumber) {
      let magnitude = digits.drop { $0 == "-" || $0 == "−" }
      let isNegative = magnitude.count < digits.count && !magnitude.isEmpty
        && magnitude.allSatisfy { $0.isASCII && $0.isNumber }
      throw isNegative ? .zeroOrNegative(trimmed) : .notAWholeNumber(trimmed)
    }
    // A name in Latin letters once accents are folded ("Flabébé") is read as a slug.
    let folded = DiacriticFolding.fold(trimmed)
    let latin = folded.allSatisfy {
      ($0.isLetter && $0.isASCII) || ($0.isNumber && $0.isASCII) || $0 == " "
        || punctuation.contains($0)
    }
    let slug = NameNormalizer.slug(trimmed)
    if latin, !slug.isEmpty { return .name(slug) }
    // A name in another script (リザードン, 喷火龙, Глурак) is read as its `SearchKey`, which
    // the built-in data's names in every language are looked up by. A control or format
    // character is never part of a name.
    // Only text with a letter of another script takes this way, and only letters, digits,
    // spaces, combining marks and a name's punctuation (in any width) are allowed in it.
    let otherScript = folded.contains { $0.isLetter && !$0.isASCII }
    let allowed = folded.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || scalar.properties.generalCategory == .nonspacingMark
        || scalar == " " || scalar == "\u{3000}" || Self.foreignPunctuation.contains(scalar)
        || punctuation.contains(Character(scalar))
    }
    let key = SearchKey.of(trimmed)
    guard otherScript, allowed, !key.isEmpty else { throw .notAName(trimmed) }
    return .name(key)
  }

  /// Marks names in Japanese and full-width text carry besides `punctuation`: long-vowel
  /// marks, middle dots, voiced-sound marks and full-width stops, hyphens and apostrophes.
  static let foreignPunctuation: [Unicode.Scalar] = [
    "\u{30FC}", "\u{FF70}", "\u{30FB}", "\u{FF65}", "\u{309B}", "\u{309C}", "\u{FF9E}",
    "\u{FF9F}", "\u{FF0E}", "\u{FF0D}", "\u{FF07}", "\u{FF1A}", "\u{301C}", "\u{FF5E}",
  ]

  /// Whether this names an entry by a `SearchKey` of another script rather than a slug.
  public var isForeignName: Bool {
    guard case .name(let name) = self else { return false }
    return !SafeText.isASCII(name)
  }

  /// The path segment PokeAPI takes: the number or the slug.
  public var pathComponent: String {
    switch self {
    case .number(let number): return String(number)
    case .name(let name): return name
    }
  }
}
