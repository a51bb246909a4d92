import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair: the controller side a test reads and writes, and the path of
/// the terminal side a program opens as its terminal.
///
/// The terminal side is kept open here too (close-on-exec), so its settings can be read
/// after the program exits and the controller never reads EIO while the program starts.
public final class PseudoTerminal {
  /// The controller side: what the program writes comes out here, what is written here
  /// is what the program reads.
  public let controller: Int32
  /// The terminal side, opened without making it the test's controlling terminal.
  public let terminal: Int32
  /// The terminal side's path, `/dev/pts/N`.
  public let path: String

  /// A new pair of `columns` × `rows` cells with the system's default settings.
  public init(columns: Int, rows: Int) throws {
    let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard controller >= 0 else { throw PseudoTerminalError.systemCall("open /dev/ptmx", errno) }
    do {
      path = try Self.unlockedTerminalPath(of: controller)
      let terminal = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
      guard terminal >= 0 else { throw PseudoTerminalError.systemCall("open \(path)", errno) }
      self.controller = controller
      self.terminal = terminal
    } catch {
      close(controller)
      throw error
    }
    try resize(columns: columns, rows: rows)
  }

  deinit {
    close(controller)
    close(terminal)
  }

  /// Sets the window size; the kernel sends SIGWINCH to the terminal's foreground group.
  public func resize(columns: Int, rows: Int) throws {
    var size = winsize(
      ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns),
      ws_xpixel: 0, ws_ypixel: 0)
    #if canImport(Darwin)
      let status = ioctl(controller, TIOCSWINSZ, &size)
    #else
      let status = ioctl(controller, UInt(TIOCSWINSZ), &size)
    #endif
    guard status == 0 else { throw PseudoTerminalError.systemCall("TIOCSWINSZ", errno) }
  }

  /// The terminal's termios settings now (echo, line mode, …).
  public func settings() throws -> termios {
    var settings = termios()
    guard tcgetattr(terminal, &settings) == 0 else {
      throw PseudoTerminalError.systemCall("tcgetattr", errno)
    }
    return settings
  }

  /// Writes all of `bytes` to the controller, as if typed.
  public func write(_ bytes: [UInt8]) throws {
    var rest = bytes[...]
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { systemWrite(controller, $0.baseAddress, $0.count) }
      if written < 0 {
        guard errno == EINTR || errno == EAGAIN else {
          throw PseudoTerminalError.systemCall("write", errno)
        }
        continue
      }
      rest = rest.dropFirst(written)
    }
  }

  /// What the program has written and the test has not read yet, without waiting.
  public func readAvailable() -> [UInt8] {
    var collected: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
      var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      collected += buffer.prefix(count)
    }
    return collected
  }

  private static func unlockedTerminalPath(of controller: Int32) throws -> String {
    #if os(Linux)
      // TIOCSPTLCK and TIOCGPTN, which Swift's Glibc module does not export (numbers of
      // the generic ioctl encoding that x86_64 and arm64 use).
      var locked: Int32 = 0
      guard ioctl(controller, UInt(0x4004_5431), &locked) == 0 else {
        throw PseudoTerminalError.systemCall("TIOCSPTLCK", errno)
      }
      var number: UInt32 = 0
      guard ioctl(controller, UInt(0x8004_5430), &number) == 0 else {
        throw PseudoTerminalError.systemCall("TIOCGPTN", errno)
      }
      return "/dev/pts/\(number)"
    #else
      guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller)
      else { throw PseudoTerminalError.systemCall("unlockpt", errno) }
      return String(cString: name)
    #endif
  }
}

/// `write(2)`, named apart from the methods called `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// A failed system call while driving a pseudo-terminal.
public enum PseudoTerminalError: Error, Equatable {
  /// `operation` failed with `errno` `code`.
  case systemCall(String, Int32)
}
