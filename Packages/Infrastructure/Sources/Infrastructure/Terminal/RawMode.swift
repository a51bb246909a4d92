import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The termios settings of a terminal: read, switched to raw input, and put back.
///
/// Raw here means what a full-screen program needs: no echo, no line editing (each key
/// is read as it is pressed), no signals from Ctrl-C, Ctrl-Z or Ctrl-\ (they arrive as
/// keys), no flow control from Ctrl-S and Ctrl-Q, no CR to LF translation, 8-bit
/// characters. Output processing is kept, so a stray newline still returns the carriage.
public enum RawMode {
  /// The settings of the terminal open as `descriptor` now.
  ///
  /// - Throws: `TerminalError.systemCallFailed` (`ENOTTY` when it is no terminal).
  public static func settings(of descriptor: Int32) throws -> termios {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { throw failure("tcgetattr") }
    return settings
  }

  /// `settings` made raw, as described above.
  public static func raw(from settings: termios) -> termios {
    var raw = settings
    let inputFlags = BRKINT | ICRNL | INLCR | IGNCR | INPCK | ISTRIP | IXON | PARMRK
    raw.c_iflag &= ~tcflag_t(inputFlags)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }

  /// Applies `settings` to the terminal open as `descriptor`, once all output written so
  /// far has been sent; with `discardingInput`, unread input is thrown away too (so
  /// mouse reports still in flight never reach the shell).
  public static func apply(
    _ settings: termios, to descriptor: Int32, discardingInput: Bool = false
  ) throws {
    var settings = settings
    let when = discardingInput ? TCSAFLUSH : TCSADRAIN
    while tcsetattr(descriptor, when, &settings) != 0 {
      guard errno == EINTR else { throw failure("tcsetattr") }
    }
  }

  private static func failure(_ operation: String) -> TerminalError {
    .systemCallFailed(
      operation: operation, reason: SystemCallError.lowerCased(String(cString: strerror(errno))))
  }
}
