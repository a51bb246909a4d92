import Domain
/// Turns the bytes a terminal sends into keys: a pure state machine, fed chunks as they
/// are read.
///
/// A chunk may end anywhere, in the middle of an escape sequence or of a UTF-8 character;
/// the decoder keeps the beginning and finishes it with the next chunk. One ambiguity
/// only time can settle: Esc alone and the Esc that starts a sequence send the same byte.
/// When a chunk leaves a prefix pending (`hasPendingPrefix`), the reader waits a few tens
/// of milliseconds for more bytes and calls `flush()` when none come, which turns a lone
/// Esc into `.escape`.
///
/// It understands CSI (`ESC [`) and SS3 (`ESC O`) keys with or without modifier
/// parameters, the VT220 and xterm variants of Home, End, Page Up and Page Down, the Linux
/// console's F1–F5, SGR (mode 1006) and legacy X10 mouse reports (only the wheel becomes a
/// key), CR, LF and CR LF as Enter, DEL and BS as Backspace. Invalid UTF-8 is dropped.
public struct KeyDecoder: Sendable {
  /// What the decoder has seen of a key it has not finished.
  enum State: Equatable, Sendable {
    /// Nothing pending.
    case ground
    /// ESC, and nothing after it yet.
    case escape
    /// `ESC [` and the parameter and intermediate bytes so far (at most a few kept).
    case controlSequence([UInt8])
    /// `ESC [ [`: the Linux console's F1–F5 follow.
    case linuxFunctionKey
    /// `ESC O`, possibly followed by modifier digits.
    case singleShift
    /// `ESC [ M` and the raw bytes of an X10 mouse report so far.
    case legacyMouse([UInt8])
    /// The start of a UTF-8 character: bytes still expected, value so far, and the least
    /// value that length may encode (so overlong forms are refused).
    case utf8(remaining: Int, value: UInt32, minimum: UInt32)
  }

  /// The longest parameter string kept; a longer sequence is consumed whole as `.unknown`.
  static let maximumParameterBytes = 32

  private(set) var state = State.ground
  private var lastWasCarriageReturn = false

  /// A decoder with nothing pending.
  public init() {}

  /// Whether the bytes so far end with the beginning of a key (an Esc, part of an escape
  /// sequence or of a UTF-8 character). The reader then calls `flush()` if no more bytes
  /// come within the escape delay.
  public var hasPendingPrefix: Bool { state != .ground }

  /// The keys `bytes` complete, in order. Bytes that begin a key are kept for the next
  /// call.
  public mutating func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Key] {
    var keys: [Key] = []
    for byte in bytes { feed(byte, into: &keys) }
    return keys
  }

  /// Ends what is pending because no more bytes came: a lone Esc becomes `.escape`, an
  /// unfinished escape sequence `.unknown`, an unfinished UTF-8 character nothing.
  public mutating func flush() -> [Key] {
    defer { state = .ground }
    switch state {
    case .ground, .utf8: return []
    case .escape: return [.escape]
    case .controlSequence, .linuxFunctionKey, .singleShift, .legacyMouse: return [.unknown]
    }
  }

  // MARK: - One byte

  private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      ground(byte, into: &keys)
    case .escape:
      afterEscape(byte, into: &keys)
    case .controlSequence(let parameters):
      inControlSequence(parameters, byte, into: &keys)
    case .linuxFunctionKey:
      state = .ground
      keys.append((0x41...0x45).contains(byte) ? .function(Int(byte) - 0x40) : .unknown)
    case .singleShift:
      inSingleShift(byte, into: &keys)
    case .legacyMouse(var report):
      report.append(byte)
      if report.count < 3 {
        state = .legacyMouse(report)
      } else {
        state = .ground
        keys.append(EscapeSequence.legacyMouseKey(button: report[0]))
      }
    case .utf8(let remaining, let value, let minimum):
      inCharacter(remaining, value, minimum, byte, into: &keys)
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    let followsCarriageReturn = lastWasCarriageReturn
    lastWasCarriageReturn = byte == 0x0D
    switch byte {
    case 0x1B: state = .escape
    case 0x0D: keys.append(.enter)
    case 0x0A: if !followsCarriageReturn { keys.append(.enter) }
    case 0x09: keys.append(.tab)
    case 0x08, 0x7F: keys.append(.backspace)
    case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x00...0x1F: keys.append(.unknown)
    case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: state = .utf8(remaining: 1, value: UInt32(byte & 0x1F), minimum: 0x80)
    case 0xE0...0xEF: state = .utf8(remaining: 2, value: UInt32(byte & 0x0F), minimum: 0x800)
    case 0xF0...0xF4:
      state = .utf8(remaining: 3, value: UInt32(byte & 0x07), minimum: 0x10000)
    default: break  // A stray continuation byte or an invalid lead byte: dropped.
    }
  }

  private mutating func afterEscape(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x5B: state = .controlSequence([])
    case 0x4F: state = .singleShift
    case 0x1B: keys.append(.escape)  // Esc Esc: the first was alone; the second waits.
    case 0x30...0x39:
      keys.append(.alt(Character(Unicode.Scalar(byte))))
      state = .ground
    default:
      keys.append(.escape)
      state = .ground
      ground(byte, into: &keys)
    }
  }

  private mutating func inControlSequence(
    _ parameters: [UInt8], _ byte: UInt8, into keys: inout [Key]
  ) {
    switch byte {
    case 0x5B where parameters.isEmpty:
      state = .linuxFunctionKey
    case 0x4D where parameters.isEmpty:
      state = .legacyMouse([])
    case 0x20...0x3F:
      var kept = parameters
      if kept.count <= Self.maximumParameterBytes { kept.append(byte) }
      state = .controlSequence(kept)
    case 0x40...0x7E:
      state = .ground
      let complete = parameters.count <= Self.maximumParameterBytes
      keys.append(complete ? EscapeSequence.key(parameters: parameters, final: byte) : .unknown)
    default:
      // A control character or ESC cannot be part of a sequence: the sequence was cut.
      keys.append(.unknown)
      state = .ground
      ground(byte, into: &keys)
    }
  }

  private mutating func inSingleShift(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x30...0x3B: break  // Modifier digits some terminals put before the final byte.
    case 0x40...0x7E:
      state = .ground
      keys.append(EscapeSequence.singleShiftKey(final: byte))
    default:
      keys.append(.unknown)
      state = .ground
      ground(byte, into: &keys)
    }
  }

  private mutating func inCharacter(
    _ remaining: Int, _ value: UInt32, _ minimum: UInt32, _ byte: UInt8,
    into keys: inout [Key]
  ) {
    guard byte & 0xC0 == 0x80 else {
      // The character was cut short: drop it and read this byte afresh.
      state = .ground
      ground(byte, into: &keys)
      return
    }
    let next = value << 6 | UInt32(byte & 0x3F)
    guard remaining == 1 else {
      state = .utf8(remaining: remaining - 1, value: next, minimum: minimum)
      return
    }
    state = .ground
    if next >= minimum, let scalar = Unicode.Scalar(next) {
      keys.append(.character(Character(scalar)))
    }
  }
}
