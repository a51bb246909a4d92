import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket calls `HostileServer` and `RefusingPort` make, each with its failure
/// handled.
enum Socket {
  /// A socket listening on 127.0.0.1 on a port the system picks.
  static func listening() throws -> (Int32, UInt16) {
    try loopback(listening: true)
  }

  /// A socket bound to 127.0.0.1 on a port the system picks, listening or not (a port
  /// that refuses every connection while it stays reserved).
  static func loopback(listening: Bool) throws -> (Int32, UInt16) {
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
    let ready = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0
          && (!listening || listen(descriptor, 64) == 0)
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    guard ready else {
      let code = errno
      close(descriptor)
      throw RefusingPortError(call: listening ? "listen" : "bind", code: code)
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// The path of the request line (`/api/v2/pokemon/1/?x=1`), reading up to the end of the
  /// head (at most 64 KiB); `nil` when the client sent no request.
  static func readRequestPath(_ connection: Int32) -> String? {
    var head = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while head.count < 65_536 {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      head.append(contentsOf: buffer[0..<count])
      if head.range(of: Data("\r\n\r\n".utf8)) != nil { break }
    }
    let line = String(decoding: head.prefix { $0 != 0x0D }, as: UTF8.self)
    let parts = line.split(separator: " ")
    return parts.count >= 2 ? String(parts[1]) : nil
  }

  /// Sends all of `data`; `false` once the client has gone.
  static func sendAll(_ data: Data, on connection: Int32) -> Bool {
    data.withUnsafeBytes { raw -> Bool in
      guard let base = raw.baseAddress else { return true }
      var sent = 0
      while sent < raw.count {
        #if canImport(Darwin)
          let flags: Int32 = 0
        #else
          let flags = Int32(MSG_NOSIGNAL)
        #endif
        let count = send(connection, base + sent, raw.count - sent, flags)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }
  }

  /// Waits up to `duration` for the client to close (or send more); `true` when it closed
  /// or failed, `false` when the time passed quietly.
  static func waitForClose(_ connection: Int32, for duration: Duration) -> Bool {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
    let ready = poll(&poller, 1, max(1, milliseconds))
    guard ready > 0 else { return ready < 0 && errno != EINTR }
    var byte: UInt8 = 0
    return recv(connection, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
  }

  /// Closes `connection` with a reset rather than an orderly close.
  static func reset(_ connection: Int32) {
    var option = linger(l_onoff: 1, l_linger: 0)
    _ = setsockopt(
      connection, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
  }

  /// Wakes every thread blocked on `descriptor`.
  static func shutdownBoth(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_RDWR))
  }
}
