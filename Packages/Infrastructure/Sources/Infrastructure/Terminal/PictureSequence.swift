/// The grammars of the picture sequences pokecli writes (`SpriteGraphics` in
/// Presentation), so that `OutputFilter` lets exactly these through and nothing else that
/// starts the same way.
enum PictureSequence {
  /// The longest picture let through: a 1024 × 1024 RGBA sprite in base64 with kitty's
  /// chunk headers is under 6 MB.
  static let longest = 8 << 20

  /// How many scalars after an ESC make one picture sequence, or `nil` when they do not.
  static func length(_ rest: ArraySlice<Unicode.Scalar>) -> Int? {
    switch rest.first {
    case "_": return kitty(rest)
    case "]": return iterm(rest)
    case "P": return sixel(rest)
    default: return nil
    }
  }

  /// `_G` keys (letters, digits, `=` and `,`) `;` base64 `ESC \`.
  private static func kitty(_ rest: ArraySlice<Unicode.Scalar>) -> Int? {
    guard rest.dropFirst().first == "G" else { return nil }
    return body(rest, from: 2, keys: isKey, separator: ";", content: isBase64, end: .stringTerminator)
  }

  /// `]1337;File=` keys (letters, digits, `=`, `;` and `.`) `:` base64 BEL.
  private static func iterm(_ rest: ArraySlice<Unicode.Scalar>) -> Int? {
    let prefix = Array("]1337;File=".unicodeScalars)
    guard rest.starts(with: prefix) else { return nil }
    return body(rest, from: prefix.count, keys: { isKey($0) || $0 == ";" || $0 == "." },
      separator: ":", content: isBase64, end: .bell)
  }

  /// `P` digits and `;`, `q`, then sixel data (printable ASCII), `ESC \`.
  private static func sixel(_ rest: ArraySlice<Unicode.Scalar>) -> Int? {
    body(rest, from: 1, keys: { ("0"..."9").contains($0) || $0 == ";" }, separator: "q",
      content: { (0x21...0x7E).contains($0.value) }, end: .stringTerminator)
  }

  private enum Terminator { case stringTerminator, bell }

  /// The length of `keys* separator content* terminator` from offset `start` of `rest`.
  private static func body(
    _ rest: ArraySlice<Unicode.Scalar>, from start: Int, keys: (Unicode.Scalar) -> Bool,
    separator: Unicode.Scalar, content: (Unicode.Scalar) -> Bool, end: Terminator
  ) -> Int? {
    var index = rest.index(rest.startIndex, offsetBy: start, limitedBy: rest.endIndex) ?? rest.endIndex
    while index < rest.endIndex, keys(rest[index]) { index += 1 }
    guard index < rest.endIndex, rest[index] == separator else { return nil }
    index += 1
    while index < rest.endIndex, content(rest[index]) {
      index += 1
      guard index - rest.startIndex <= longest else { return nil }
    }
    switch end {
    case .bell:
      guard index < rest.endIndex, rest[index] == "\u{07}" else { return nil }
      return index + 1 - rest.startIndex
    case .stringTerminator:
      guard index + 1 < rest.endIndex, rest[index] == "\u{1B}", rest[index + 1] == "\\" else {
        return nil
      }
      return index + 2 - rest.startIndex
    }
  }

  private static func isKey(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "=" || scalar == ","
  }

  private static func isBase64(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "+" || scalar == "/" || scalar == "="
  }
}
