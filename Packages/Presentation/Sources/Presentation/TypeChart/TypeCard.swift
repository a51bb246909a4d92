import Domain
/// `pokecli type`: a type's card, or a pair's.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns up.
public struct TypeCard: Screen {
  /// The matchups of the type or pair asked for.
  public var matchups: TypeMatchups

  public init(_ matchups: TypeMatchups) {
    self.matchups = matchups
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    TypeCardRenderer.card(matchups, theme: theme, width: max(20, width))
      .joined(separator: "\n") + "\n"
  }

  public func document(hints: any Hints) -> any Encodable {
    TypeJSON.card(matchups)
  }
}
