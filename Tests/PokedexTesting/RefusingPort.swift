import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback port that is certain to refuse connections for as long as this object lives.
///
/// A socket is bound to 127.0.0.1 on a port the system picks but never listens, so the
/// port stays reserved (no other test, server or process can be given it) while every
/// connection to it is refused at once. A stopped server's port, by contrast, is free for
/// the next test that asks for one, and a test that treats it as closed flakes.
public final class RefusingPort: @unchecked Sendable {
  /// The reserved port.
  public let port: UInt16
  private let descriptor: Int32

  /// Reserves a port.
  /// - Throws: `RefusingPortError` when no socket could be bound.
  public init() throws {
    (descriptor, port) = try Socket.loopback(listening: false)
  }

  deinit {
    close(descriptor)
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }
}

/// Why a `RefusingPort` could not be made.
public struct RefusingPortError: Error, Equatable, Sendable {
  /// The system call that failed.
  public let call: String
  /// Its `errno`.
  public let code: Int32
}
