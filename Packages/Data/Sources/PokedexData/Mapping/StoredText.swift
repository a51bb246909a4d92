import Domain
/// Makes the text of a stored JSON document safe to print before it is decoded: every
/// string in it goes through `SafeText.clean`. No stored text holds a line break (names
/// are one line, and `FlavorText` makes each Pokédex entry one paragraph), so line breaks
/// become spaces too.
///
/// Answers are cleaned as they are mapped, so what this build stores is clean already. A
/// document read back from the cache or the built-in data may not be: written by an older
/// pokecli, another tool, or edited on disk. Cleaning it at the byte level, before it is
/// decoded, covers every string of every type stored, now and later, without a mapping to
/// keep in step with each type.
///
/// The cost is one pass over the bytes; only a string holding an escape or a byte that
/// may start a control (DEL, C1, a bidi control, a line separator) is decoded, and it is
/// written back only when cleaning changed it. A clean document is returned as it is.
enum StoredText {
  /// `json` with every string literal in it made safe to print.
  static func cleaned(_ json: Data) -> Data {
    let bytes = [UInt8](json)
    var output: [UInt8] = []
    var copied = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == quote else {
        index += 1
        continue
      }
      let end = literalEnd(in: bytes, from: index)
      let literal = bytes[index..<end]
      if mayHoldControls(literal), let replacement = cleanedLiteral(literal) {
        output.append(contentsOf: bytes[copied..<index])
        output.append(contentsOf: replacement)
        copied = end
      }
      index = end
    }
    guard copied > 0 else { return json }
    output.append(contentsOf: bytes[copied...])
    return Data(output)
  }

  // MARK: - Literals

  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  /// The index just past the string literal that starts at `start` (a quote), or the end
  /// of the bytes when it is never closed (the decoder then refuses the document).
  private static func literalEnd(in bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case backslash: index += 2
      case quote: return index + 1
      default: index += 1
      }
    }
    return bytes.count
  }

  /// Whether `literal` may hold something `SafeText.clean` changes: an escape other than
  /// `\"`, `\\` and `\/`, DEL, or the first byte of a C1 control, a bidi control or a line
  /// separator in UTF-8 (C2, D8, E2). Other letters pass without being decoded.
  private static func mayHoldControls(_ literal: ArraySlice<UInt8>) -> Bool {
    var escaped = false
    for byte in literal {
      if escaped {
        if !"\"\\/".utf8.contains(byte) { return true }
        escaped = false
      } else if byte == backslash {
        escaped = true
      } else if byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
        return true
      }
    }
    return false
  }

  /// The literal cleaned and encoded again, or `nil` when cleaning changes nothing or it
  /// is not a valid literal (left for the decoder to refuse).
  private static func cleanedLiteral(_ literal: ArraySlice<UInt8>) -> [UInt8]? {
    guard let text = try? JSONDecoder().decode(String.self, from: Data(literal)) else {
      return nil
    }
    let clean = SafeText.clean(text)
    guard clean != text, let encoded = try? JSONEncoder().encode(clean) else { return nil }
    return [UInt8](encoded)
  }
}
