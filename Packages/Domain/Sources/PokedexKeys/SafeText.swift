/// Makes text from outside pokecli (PokeAPI's answers, what a user typed, a base URL)
/// safe to write to a terminal.
///
/// A terminal obeys control characters: `ESC ] 0 ;` retitles the window, OSC 52 writes
/// the clipboard, `ESC [ 2 J` clears the screen, the C1 control U+009B starts a sequence
/// on its own, CR and BS overwrite what was printed, and the bidi controls reorder it.
/// `clean` removes every one of them, so no escape sequence can survive it: the only
/// escape sequences pokecli writes are its theme's own. Letters, marks, emoji and the
/// other printable characters of every script are kept as they are.
///
/// The cost is one pass over the text's bytes, and one over its scalars when it has
/// something to remove; text with nothing to remove is returned as it is, without a copy.
public enum SafeText {
  /// What becomes of line breaks (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029).
  public enum LineBreaks: Sendable {
    /// Each becomes one space: for names, labels and one-line messages.
    case spaces
    /// Each becomes `\n`: for a paragraph whose layout wants its line breaks.
    case kept
  }

  /// `text` without control characters (C0, DEL, C1) or bidi controls. Tabs and line
  /// breaks become spaces, or line breaks `\n` with `.kept`; every other control is
  /// removed.
  public static func clean(_ text: String, lineBreaks: LineBreaks = .spaces) -> String {
    // Most texts hold nothing to remove: found on their bytes (`containsUnsafe`).
    guard containsUnsafe(text) else { return text }
    // Written as UTF-8 bytes: appending to a string a scalar at a time cost a Pokédex
    // entry about 30,000 instructions.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if !isUnsafe(scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
      } else if isLineBreak(scalar) {
        // CR LF is one break, not two.
        if scalar == "\n", previous == "\r" { continue }
        bytes.append(UInt8(ascii: lineBreaks == .kept ? "\n" : " "))
      } else if scalar == "\t" {
        bytes.append(UInt8(ascii: " "))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `text` holds anything `clean` would change.
  public static func isClean(_ text: String) -> Bool {
    !containsUnsafe(text)
  }

  /// Whether `scalar` is one `clean` never lets through as it is: a C0 control (tab and
  /// line feed included), DEL, a C1 control, a Unicode line or paragraph separator, or a
  /// bidi control.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    // A switch, not a set: this runs once a scalar on every text pokecli shows. The bidi
    // controls: the embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069)
    // and the marks (U+200E, U+200F, U+061C).
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x2028, 0x2029: return true
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
  }

  /// LF, VT, FF, CR, NEL and the Unicode line and paragraph separators.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
