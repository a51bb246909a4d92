import Domain
/// How a one-shot command prints: text laid out for a width, or JSON for scripts. The app
/// turns `--json` into one of these once (`CompositionRoot.format(json:)`); from there on
/// nothing asks which it is but `render(_:hints:)`.
public enum OutputFormat: Equatable, Sendable {
  /// Text in `theme`, no line wider than `width`.
  case text(theme: Theme, width: Int)
  /// JSON (docs/json.md).
  case json

  /// `screen` in this format, ending in a newline: its text, or its document
  /// pretty-printed with sorted keys (`null` should it hold a value JSON cannot write).
  public func render(_ screen: some Screen, hints: any Hints) -> String {
    switch self {
    case .text(let theme, let width):
      return screen.text(theme: theme, width: width, hints: hints)
    case .json:
      return (JSONText.encode(screen.document(hints: hints)) ?? "null") + "\n"
    }
  }

  /// The theme text is drawn in; `nil` for JSON, which holds no colour and no picture.
  public var theme: Theme? {
    guard case .text(let theme, _) = self else { return nil }
    return theme
  }
}
