/// An ability a Pokémon can have, with what it does.
public struct PokemonAbility: Hashable, Sendable, Codable {
  /// PokeAPI's slug, such as `"lightning-rod"`.
  public var name: String
  /// The English name, such as "Lightning Rod".
  public var displayName: String
  /// Whether it is the hidden ability, found only in special encounters.
  public var isHidden: Bool
  /// A one-sentence English description; `nil` when PokeAPI has none.
  public var effect: String?
  /// Whether `effect` is English, shown because the language asked for has no text of
  /// the ability (`--language`); `nil` or false otherwise.
  public var isEnglishFallback: Bool?

  public init(name: String, displayName: String, isHidden: Bool, effect: String?) {
    self.name = name
    self.displayName = displayName
    self.isHidden = isHidden
    self.effect = effect
  }
}
