import Domain
/// Turns an item's lookup into its card: category, pocket, cost and Fling, attributes,
/// effect, the games' description, the evolutions it brings about, a berry's facts and
/// the wild Pokémon that hold it.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum ItemCardRenderer {
  /// The text for `state`, ending in a newline.
  /// - Parameter game: the game whose description the card shows; else the newest.
  public static func render(
    _ state: Lookup<EntryQuery, Item>.State, game: String? = nil, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    let width = max(20, width)
    return EntryCard.render(state, kind: .item, theme: theme, width: width, hints: hints) {
      ItemCardSections(item: $0, game: game, theme: theme, width: width).all
    }
  }
}
