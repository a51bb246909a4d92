import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The parts of a terminal's termios settings a program may change and must put back:
/// the four flag words and the control characters, comparable with `==`.
public struct TerminalSettings: Equatable, Sendable, CustomStringConvertible {
  /// Input flags (`c_iflag`): ICRNL, IXON, …
  public let input: UInt64
  /// Output flags (`c_oflag`): OPOST, …
  public let output: UInt64
  /// Control flags (`c_cflag`): CS8, …
  public let control: UInt64
  /// Local flags (`c_lflag`): ECHO, ICANON, ISIG, …
  public let local: UInt64
  /// The control characters (`c_cc`): VMIN, VTIME, VINTR, …
  public let characters: [UInt8]

  /// The settings in `termios`.
  public init(_ settings: termios) {
    input = UInt64(settings.c_iflag)
    output = UInt64(settings.c_oflag)
    control = UInt64(settings.c_cflag)
    local = UInt64(settings.c_lflag)
    characters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
  }

  /// Whether typed characters are echoed (ECHO).
  public var echoes: Bool { local & UInt64(ECHO) != 0 }
  /// Whether input is read a line at a time (ICANON).
  public var readsLines: Bool { local & UInt64(ICANON) != 0 }
  /// Whether Ctrl-C and Ctrl-Z raise signals (ISIG).
  public var raisesSignals: Bool { local & UInt64(ISIG) != 0 }

  /// The flag words and control characters, in numbers, for a failed expectation.
  public var description: String {
    "iflag \(input) oflag \(output) cflag \(control) lflag \(local) cc \(characters)"
  }
}
