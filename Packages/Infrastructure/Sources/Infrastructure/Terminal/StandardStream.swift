import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard output or standard error, unbuffered.
///
/// A value type holding which stream it writes to and where it notes a failed write, so
/// it can be passed anywhere.
public struct StandardStream: Sendable {
  private let stream: Terminal.Stream
  private let failures: WriteFailures

  /// The stream `stream`, noting its failed writes in `failures`.
  public init(_ stream: Terminal.Stream, failures: WriteFailures) {
    self.stream = stream
    self.failures = failures
  }

  /// Writes `text` as UTF-8, exactly as given. Its bytes are copied from its storage: a
  /// `Data` made from its `utf8` view asks at run time whether the view is contiguous,
  /// a scan of every conformance in the program on each run's first write.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { write(bytes: Data(buffer: $0)) }
  }

  /// Writes `bytes` as they are. A failed write is noted in `failures`, not thrown: the
  /// command goes on, and its exit status says the output was lost (`WriteFailures`). A
  /// reader that has gone away (`| head`, EPIPE) is not a failure.
  public func write(bytes: Data) {
    do {
      try FileSystem.writeAll(bytes, to: stream.rawValue)
    } catch {
      if error.code != EPIPE { failures.note(error.reason, on: stream) }
    }
  }
}

/// The first failed write on each standard stream of a run: `no space left on device`
/// with standard output on `/dev/full`, `bad file descriptor` with it closed. A run whose
/// output was lost must not exit 0 as if it had been written.
public final class WriteFailures: Sendable {
  private let reasons = Mutex<[Terminal.Stream: String]>([:])

  public init() {}

  /// Why the first failed write on `stream` failed, if one did.
  public func reason(on stream: Terminal.Stream) -> String? {
    reasons.withLock { $0[stream] }
  }

  func note(_ reason: String, on stream: Terminal.Stream) {
    reasons.withLock { reasons in
      if reasons[stream] == nil { reasons[stream] = reason }
    }
  }
}
