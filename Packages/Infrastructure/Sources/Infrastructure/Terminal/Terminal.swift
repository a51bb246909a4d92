import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal pokecli writes to, asked of the operating system.
///
/// Only the composition root asks these questions; renderers are handed the answers (a
/// theme and a width), so they stay pure.
public enum Terminal {
  /// The standard streams, by their file descriptors.
  public enum Stream: Int32, Sendable {
    /// Standard input, file descriptor 0.
    case standardInput = 0
    /// Standard output, file descriptor 1.
    case standardOutput = 1
    /// Standard error, file descriptor 2.
    case standardError = 2
  }

  /// Whether `stream` is a terminal rather than a pipe or a file.
  public static func isTerminal(_ stream: Stream) -> Bool {
    isatty(stream.rawValue) == 1
  }

  /// The terminal's width in columns, or `nil` when `stream` is not a terminal.
  public static func columns(of stream: Stream) -> Int? {
    guard isTerminal(stream), let size = windowSize(of: stream.rawValue), size.ws_col > 0
    else { return nil }
    return Int(size.ws_col)
  }

  /// The size of the terminal open as `descriptor`, or `nil` when it is no terminal or
  /// does not know its size (a size of 0 × 0, as a new pseudo-terminal has).
  public static func size(ofDescriptor descriptor: Int32) -> TerminalSize? {
    guard let size = windowSize(of: descriptor), size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  private static func windowSize(of descriptor: Int32) -> winsize? {
    var size = winsize()
    #if canImport(Darwin)
      let status = ioctl(descriptor, TIOCGWINSZ, &size)
    #else
      let status = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
    #endif
    return status == 0 ? size : nil
  }
}
