import Domain
/// What a one-shot command prints, as one value: text laid out for a person, or a JSON
/// document for a script (docs/json.md). No command chooses between the two: it hands
/// its screen to `OutputFormat.render(_:hints:)`, the one place that does, as swiftly's
/// commands hand their `OutputData` to its `OutputFormatter`.
///
/// A screen holds what was loaded, never a loading or failed state: the view that prints
/// it says a failure in one line (`Printout`), whichever the format.
public protocol Screen {
  /// The text, ending in a newline: no line wider than `width` (from 20 columns up) but
  /// a command a user may copy, which is never broken.
  func text(theme: Theme, width: Int, hints: any Hints) -> String

  /// The JSON document docs/json.md describes, with every key written (`JSONObject`).
  func document(hints: any Hints) -> any Encodable
}
