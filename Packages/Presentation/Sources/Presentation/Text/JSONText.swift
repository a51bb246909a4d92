import Domain
/// JSON as pokecli prints it for scripts.
enum JSONText {
  /// `value` as pretty-printed JSON with sorted keys, unescaped slashes and every
  /// character `SafeText` would remove written as a `\uXXXX` escape: Foundation escapes
  /// the C0 controls but writes DEL, the C1 controls and the bidi controls as they are,
  /// and a terminal showing the JSON would obey them. The escapes decode to the same
  /// strings. `nil` when the value cannot be encoded.
  static func encode(_ value: some Encodable) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return nil }
    return escapingControls(String(decoding: data, as: UTF8.self))
  }

  /// `json` with each control and bidi control outside the C0 range written as
  /// `\uXXXX`. Such characters only ever stand inside JSON strings, where the escape means
  /// the same; the C0 ones are already escaped by the encoder.
  static func escapingControls(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: isEscapedHere) else { return json }
    var escaped = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      guard isEscapedHere(scalar) else {
        escaped.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let code = "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      escaped.append(contentsOf: code.unicodeScalars)
    }
    return String(escaped)
  }

  /// DEL, the C1 controls, the line separators and the bidi controls.
  private static func isEscapedHere(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value > 0x7E && SafeText.isUnsafe(scalar)
  }
}
