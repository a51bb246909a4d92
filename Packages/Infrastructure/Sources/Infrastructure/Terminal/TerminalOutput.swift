#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes escape sequences and frames to a terminal's file descriptor.
enum TerminalOutput {
  /// Writes all of `text` as UTF-8, retrying interrupted and short writes, and waiting
  /// when the descriptor is non-blocking and full. A terminal that has gone away (EIO)
  /// is not worth reporting: other failures drop the rest.
  static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if written < 0, errno == EINTR {
        continue
      } else if written < 0, errno == EAGAIN {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&waiting, 1, 100)
      } else {
        return
      }
    }
  }
}

/// `write(2)`, named apart from `TerminalOutput.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
