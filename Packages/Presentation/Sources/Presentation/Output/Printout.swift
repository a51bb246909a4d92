/// What a one-shot command prints once its screen has loaded: the text for standard
/// output, and whether it failed, with the one line that says why.
public struct Printout: Equatable, Sendable {
  /// The text for standard output; empty when there is nothing to show.
  public var output: String
  /// The line saying why the command failed, for standard error; `nil` when it did not,
  /// or when `output` already says it (a search that found nothing).
  public var failure: String?
  /// Whether the command failed, so exits with a non-zero status.
  public var failed: Bool

  /// Text to print, and a success.
  public static func output(_ text: String) -> Printout {
    Printout(output: text, failure: nil, failed: false)
  }

  /// A failure said in one line, with nothing on standard output.
  public static func failure(_ line: String) -> Printout {
    Printout(output: "", failure: line, failed: true)
  }
}

/// How the user chose a page, which decides how a page past the end is described.
public enum PagingStyle: Equatable, Sendable {
  /// By page number.
  case byPage
  /// By offset.
  case byOffset
}
