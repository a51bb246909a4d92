/// Writes text to standard output or standard error, unbuffered.
///
/// A value type holding only which stream it writes to, so it can be passed anywhere.
public struct StandardStream: Sendable {
  private let stream: Terminal.Stream

  /// Standard output: what a command answers.
  public static let output = StandardStream(stream: .standardOutput)
  /// Standard error: errors, notices and progress.
  public static let error = StandardStream(stream: .standardError)

  /// Writes `text` as UTF-8, exactly as given. A reader that has gone away (`| head`)
  /// is not an error worth reporting, so a failed write is dropped.
  public func write(_ text: String) {
    try? FileSystem.writeAll(Data(text.utf8), to: stream.rawValue)
  }
}
