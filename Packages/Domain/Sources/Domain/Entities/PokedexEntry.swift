/// A Pokédex entry from one game, cleaned of PokeAPI's printing quirks.
public struct PokedexEntry: Hashable, Sendable, Codable {
  /// The game's slug, such as `"red"` or `"legends-arceus"`.
  public var game: String
  /// The game's order of release (PokeAPI's version id), to find the newest.
  public var gameOrder: Int
  /// The entry as one paragraph, ready to wrap.
  public var text: String
  /// Whether the entry is the English one, shown because the language asked for has none
  /// (`--language`); `nil` or false when it is in the language asked for.
  public var isEnglishFallback: Bool?

  public init(game: String, gameOrder: Int, text: String) {
    self.game = game
    self.gameOrder = gameOrder
    self.text = text
  }
}
