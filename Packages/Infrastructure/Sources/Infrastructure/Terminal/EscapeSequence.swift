import Domain
/// What the final byte and parameters of a complete escape sequence mean.
enum EscapeSequence {
  /// The key a CSI sequence (`ESC [ parameters final`) names.
  static func key(parameters: [UInt8], final: UInt8) -> Key {
    if parameters.first == UInt8(ascii: "<") {
      return sgrMouseKey(parameters: parameters.dropFirst(), final: final)
    }
    guard parameters.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: ";") }) else {
      return .unknown
    }
    switch final {
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"): return tildeKey(numbers(in: parameters[...]).first ?? nil)
    default: return cursorOrFunctionKey(final: final)
    }
  }

  /// The key an SS3 sequence (`ESC O final`) names.
  static func singleShiftKey(final: UInt8) -> Key {
    final == UInt8(ascii: "M") ? .enter : cursorOrFunctionKey(final: final)
  }

  /// The arrows, Home, End and F1–F4, which CSI and SS3 sequences name by the same final
  /// byte (terminals send one or the other, by mode).
  private static func cursorOrFunctionKey(final: UInt8) -> Key {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final) - 0x4F)
    default: return .unknown
    }
  }

  /// The key an X10 mouse report (`ESC [ M` and three raw bytes) names, from its first.
  static func legacyMouseKey(button: UInt8) -> Key {
    wheelKey(button: Int(button) - 32, pressed: true)
  }

  // MARK: - Helpers

  /// `ESC [ n ~`: the VT220 editing keys and F5–F12.
  private static func tildeKey(_ number: Int?) -> Key {
    guard let number else { return .unknown }
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23, 24: return .function(number - 12)
    default: return .unknown
    }
  }

  /// `ESC [ < button ; column ; row M` (press) or `m` (release).
  private static func sgrMouseKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key {
    let values = numbers(in: parameters)
    guard values.count == 3, let button = values[0] else { return .unknown }
    return wheelKey(button: button, pressed: final == UInt8(ascii: "M"))
  }

  /// Wheel reports are buttons 64 (up) and 65 (down), plus 4, 8 or 16 for Shift, Meta
  /// and Ctrl; everything else a mouse reports is of no use here.
  private static func wheelKey(button: Int, pressed: Bool) -> Key {
    guard pressed else { return .unknown }
    switch button & ~0b1_1100 {
    case 64: return .wheelUp
    case 65: return .wheelDown
    default: return .unknown
    }
  }

  /// The `;`-separated numbers of a parameter string; `nil` for an empty or odd field.
  private static func numbers(in parameters: ArraySlice<UInt8>) -> [Int?] {
    parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { field in
        guard !field.isEmpty, field.count <= 6, field.allSatisfy(isDigit) else { return nil }
        return Int(String(decoding: field, as: UTF8.self))
      }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
