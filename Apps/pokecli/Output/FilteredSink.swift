import Domain
import Infrastructure

/// The last step of everything a command writes: text passes through an `OutputFilter`
/// before it reaches standard output or standard error, so no control character that is
/// not pokecli's own reaches a terminal or a pipe, whatever source the text came from.
struct FilteredSink: TextSink {
  /// Where the filtered text goes.
  let base: any TextSink
  /// What may pass.
  let filter: OutputFilter
  /// Whether each line is cut to a readable length (`SafeText.bounded`): for standard
  /// error, whose lines are messages that may quote something long from outside.
  var boundsLines = false

  func write(_ text: String) {
    let filtered = filter.apply(text)
    base.write(boundsLines ? Self.bounded(filtered) : filtered)
  }

  /// Bytes a user asked for as they are (a database), never bound for a terminal.
  func write(bytes: Data) {
    base.write(bytes: bytes)
  }

  /// `text` with each of its lines cut to a readable length.
  static func bounded(_ text: String) -> String {
    guard text.utf8.count > SafeText.readableLength else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { SafeText.bounded(String($0)) }
      .joined(separator: "\n")
  }
}

extension AppEnvironment {
  /// This environment writing through filters: styles only where the output has colour,
  /// pictures only where a command draws them (`pictures`), line redraws on standard error
  /// only where it is a terminal.
  func filtered(styles: Bool, pictures: Bool = false) -> AppEnvironment {
    var filtered = self
    filtered.output = FilteredSink(
      base: output, filter: OutputFilter(allowsStyles: styles, allowsPictures: pictures))
    filtered.errorOutput = FilteredSink(
      base: errorOutput,
      filter: OutputFilter(allowsStyles: styles, allowsLineRedraw: errorOutputIsTerminal),
      boundsLines: true)
    return filtered
  }
}
