import Domain
/// `pokecli item`: an item's card: category, pocket, cost and Fling, attributes, effect,
/// the games' description, the evolutions it brings about, a berry's facts and the wild
/// Pokémon that hold it.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns up.
public struct ItemCard: Screen {
  /// The item.
  public var item: Item
  /// The game whose description the card shows; else the newest.
  public var game: String?

  public init(item: Item, game: String? = nil) {
    self.item = item
    self.game = game
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    ItemCardSections(item: item, game: game, theme: theme, width: max(20, width)).all
      .joined(separator: "\n") + "\n"
  }

  public func document(hints: any Hints) -> any Encodable {
    ItemJSON.card(item, game: game)
  }
}
