/// One variety of a species: its default Pokémon or an alternate form.
public struct PokemonForm: Hashable, Sendable, Codable {
  /// The slug that names it in a look-up, such as `"giratina-origin"`.
  public var name: String
  /// The English name with its form, such as "Giratina (Origin)".
  public var displayName: String
  /// Whether this is the species' default Pokémon.
  public var isDefault: Bool
  /// The group of games that introduced it (its `pokemon-form` document's
  /// `version_group`: Let's Go for Partner Eevee, Sword and Shield for Gigantamax Eevee);
  /// `nil` for the default Pokémon, which came with its species, and when the source does
  /// not say.
  public var introducedIn: GameGroup?

  public init(name: String, displayName: String, isDefault: Bool, introducedIn: GameGroup? = nil) {
    self.name = name
    self.displayName = displayName
    self.isDefault = isDefault
    self.introducedIn = introducedIn
  }

  /// Whether it came after `game`'s generation, as a species is told to have (Alolan Raichu
  /// after Red; Partner Eevee, of Let's Go, not after Ultra Sun, of its generation, as
  /// Meltan is not); `false` when either generation is not known.
  public func cameAfter(_ game: GameGroup) -> Bool {
    game.predates(generation: introducedIn?.generation)
  }
}
