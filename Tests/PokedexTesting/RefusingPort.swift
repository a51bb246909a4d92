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
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw RefusingPortError(call: "socket", code: errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    guard bound else {
      let code = errno
      close(descriptor)
      throw RefusingPortError(call: "bind", code: code)
    }
    self.descriptor = descriptor
    self.port = UInt16(bigEndian: address.sin_port)
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
