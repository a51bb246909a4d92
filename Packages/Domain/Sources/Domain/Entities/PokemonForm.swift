/// One variety of a species: its default Pokémon or an alternate form.
public struct PokemonForm: Hashable, Sendable, Codable {
  /// The slug that names it in a look-up, such as `"giratina-origin"`.
  public var name: String
  /// The English name with its form, such as "Giratina (Origin)".
  public var displayName: String
  /// Whether this is the species' default Pokémon.
  public var isDefault: Bool

  public init(name: String, displayName: String, isDefault: Bool) {
    self.name = name
    self.displayName = displayName
    self.isDefault = isDefault
  }
}
