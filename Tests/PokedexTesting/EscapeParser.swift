import Foundation

/// Splits a terminal's output bytes into text, control characters and escape sequences,
/// for `ScreenEmulator`. Bytes that are not valid UTF-8 become U+FFFD.
struct EscapeParser: Sendable {
  /// One thing the terminal is asked to do.
  enum Token: Equatable, Sendable {
    /// Show this character.
    case text(Unicode.Scalar)
    /// A C0 control character (CR, LF, BS, …).
    case control(UInt8)
    /// `ESC` and one final byte (`ESC 7`).
    case escape(UInt8)
    /// `ESC [`, its parameter and intermediate bytes, and its final byte.
    case controlSequence(String, UInt8)
  }

  private enum State: Sendable {
    case ground, escape, controlSequence(String), string
    case utf8(remaining: Int, value: UInt32)
  }

  private var state = State.ground

  /// The tokens `byte` completes.
  mutating func feed(_ byte: UInt8) -> [Token] {
    switch state {
    case .ground: return ground(byte)
    case .escape:
      switch byte {
      case UInt8(ascii: "["): state = .controlSequence("")
      case UInt8(ascii: "]"), UInt8(ascii: "P"): state = .string
      default:
        state = .ground
        return [.escape(byte)]
      }
    case .controlSequence(let parameters):
      if (0x20...0x3F).contains(byte) {
        state = .controlSequence(parameters + String(UnicodeScalar(byte)))
      } else {
        state = .ground
        return (0x40...0x7E).contains(byte) ? [.controlSequence(parameters, byte)] : []
      }
    case .string:
      // OSC and DCS strings end with BEL or ST (ESC \); their content is not shown.
      if byte == 0x07 { state = .ground }
      if byte == 0x1B { state = .escape }
    case .utf8(let remaining, let value):
      guard byte & 0xC0 == 0x80 else {
        state = .ground
        return [.text("\u{FFFD}")] + ground(byte)
      }
      let next = value << 6 | UInt32(byte & 0x3F)
      if remaining > 1 {
        state = .utf8(remaining: remaining - 1, value: next)
      } else {
        state = .ground
        return [.text(Unicode.Scalar(next) ?? "\u{FFFD}")]
      }
    }
    return []
  }

  private mutating func ground(_ byte: UInt8) -> [Token] {
    switch byte {
    case 0x1B: state = .escape
    case 0x00...0x1F, 0x7F: return [.control(byte)]
    case 0x20...0x7E: return [.text(Unicode.Scalar(byte))]
    case 0xC0...0xDF: state = .utf8(remaining: 1, value: UInt32(byte & 0x1F))
    case 0xE0...0xEF: state = .utf8(remaining: 2, value: UInt32(byte & 0x0F))
    case 0xF0...0xF7: state = .utf8(remaining: 3, value: UInt32(byte & 0x07))
    default: return [.text("\u{FFFD}")]
    }
    return []
  }
}
