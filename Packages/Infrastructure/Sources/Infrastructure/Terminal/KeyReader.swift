import Dispatch
import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a terminal's input as it arrives and hands over the keys it decodes, on a
/// serial queue.
///
/// A Dispatch read source wakes it when bytes are there: no polling loop and no thread
/// of its own. When a read ends with the beginning of a key (a lone Esc, say), it waits
/// `escapeDelay` for more bytes and then flushes the decoder, so a lone Esc becomes a
/// key. When input ends (the terminal hung up) it calls `ended` once and stops.
///
/// Not thread-safe: create, use and cancel it on `queue`.
final class KeyReader: @unchecked Sendable {
  // @unchecked: every mutable property is only touched on `queue`, which the read
  // source and the Esc timer deliver to.
  private let descriptor: Int32
  private let queue: DispatchQueue
  private let escapeDelay: DispatchTimeInterval
  private let keys: @Sendable ([Key]) -> Void
  private let ended: @Sendable () -> Void
  private var decoder = KeyDecoder()
  private var source: (any DispatchSourceRead)?
  private var generation = 0

  /// Starts reading `descriptor`; `keys` and `ended` are called on `queue`.
  init(
    descriptor: Int32, queue: DispatchQueue, escapeDelay: DispatchTimeInterval,
    keys: @escaping @Sendable ([Key]) -> Void, ended: @escaping @Sendable () -> Void
  ) {
    self.descriptor = descriptor
    self.queue = queue
    self.escapeDelay = escapeDelay
    self.keys = keys
    self.ended = ended
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    self.source = source
    source.setEventHandler { [weak self] in self?.readAvailable() }
    source.resume()
  }

  /// Stops reading; nothing more is handed over, not even a pending Esc.
  func cancel() {
    source?.cancel()
    source = nil
    generation &+= 1
  }

  private func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR || errno == EAGAIN { return }
    guard count > 0 else {
      // End of input, or an error such as EIO: the terminal is gone.
      cancel()
      ended()
      return
    }
    generation &+= 1
    keys(decoder.decode(buffer.prefix(count)))
    guard decoder.hasPendingPrefix else { return }
    let pending = generation
    queue.asyncAfter(deadline: .now() + escapeDelay) { [weak self] in
      guard let self, self.generation == pending else { return }
      self.keys(self.decoder.flush())
    }
  }
}
