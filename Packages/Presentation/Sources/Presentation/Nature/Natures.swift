import Domain
/// `pokecli nature`: every nature as one table (the stat raised and lowered, the flavor
/// liked and disliked, neutral ones marked), or one nature's lines.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns up.
public struct Natures: Screen {
  /// The natures to show, in PokeAPI's order.
  public var natures: [Nature]
  /// Whether one nature was asked for by name, so it is shown as a card, not a table.
  public var isOneAsked: Bool

  public init(_ natures: [Nature], isOneAsked: Bool = false) {
    self.natures = natures
    self.isOneAsked = isOneAsked
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    let lines = isOneAsked
      ? natures.first.map { NatureRenderer.card($0, theme: theme, width: width) } ?? []
      : NatureRenderer.table(natures, width: width)
    return lines.joined(separator: "\n") + "\n"
  }

  /// An array, of one nature when one was asked for.
  public func document(hints: any Hints) -> any Encodable {
    natures.map(NatureJSON.nature)
  }
}
