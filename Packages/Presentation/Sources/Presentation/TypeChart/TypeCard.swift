import Domain
/// `pokecli type`: a type's card, or a pair's.
public typealias TypeCard = EntryCard<TypeMatchups>

/// A type's card has no game's description: `game` changes nothing.
extension TypeMatchups: CardShown {
  public static func cardLines(
    _ matchups: TypeMatchups, game: String?, theme: Theme, width: Int
  ) -> [String] {
    TypeCardRenderer.card(matchups, theme: theme, width: width)
  }

  public static func cardDocument(_ matchups: TypeMatchups, game: String?) -> any Encodable {
    TypeJSON.card(matchups)
  }
}
