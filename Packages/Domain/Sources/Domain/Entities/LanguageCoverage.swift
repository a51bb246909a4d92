/// A language PokeAPI speaks and how much of the built-in data it covers: how many
/// Pokémon species, moves, abilities and items it names, and how many species have a
/// Pokédex entry in it (`pokecli languages`).
public struct LanguageCoverage: Hashable, Sendable, Codable {
  /// PokeAPI's code (`fr`, `ja-hrkt`), what `--language` takes.
  public var code: String
  /// Its name in English ("French"), else the code.
  public var name: String
  /// Its name in itself ("Français"), where PokeAPI gives one.
  public var ownName: String?
  public var species: Int
  public var moves: Int
  public var abilities: Int
  public var items: Int
  /// Species with a Pokédex entry in the language.
  public var entries: Int

  public init(
    code: String, name: String, ownName: String?, species: Int, moves: Int, abilities: Int,
    items: Int, entries: Int
  ) {
    self.code = code
    self.name = name
    self.ownName = ownName
    self.species = species
    self.moves = moves
    self.abilities = abilities
    self.items = items
    self.entries = entries
  }
}
