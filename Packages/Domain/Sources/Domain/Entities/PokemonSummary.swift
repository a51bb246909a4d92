/// What a row of the Pokédex shows: enough to recognise a Pokémon at a glance.
public struct PokemonSummary: Hashable, Sendable, Identifiable, Codable {
  /// PokeAPI's Pokémon id: the national number for 1–1025, 10001 and up for alternate forms.
  public let id: Int
  /// PokeAPI's slug, such as `"charizard-mega-x"`; what `show` accepts and scripts use.
  public let name: String
  /// The English name a person reads, such as `"Mega Charizard X"` (or its name in the
  /// language shown, `worded(_:)`).
  public private(set) var displayName: String
  /// The national number of the species, which forms share with their default Pokémon.
  public let speciesID: Int
  /// Its types in slot order (in an older generation's, `typed(_:)`).
  public private(set) var types: [PokemonType]
  /// Its name in each other language its documents speak (`Translatable`).
  public var translations: [String: String]?
  /// The base stats a list asked to show beside it (`SearchCriteria.shownStats`), by the
  /// order's name (`speed`, `total`); `nil` when none was asked.
  public var stats: [String: Int]?
  /// What the attacking types a list asked about do to it (`SearchCriteria.shownMatchups`),
  /// in the order asked; `nil` when none was asked.
  public var matchups: [QueryMatchupValue]?

  /// Creates a summary; `types` keep the order given (PokeAPI's slot order).
  public init(
    id: Int, name: String, displayName: String, speciesID: Int, types: [PokemonType]
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.speciesID = speciesID
    self.types = types
  }
}

extension PokemonSummary {
  /// The same summary with `types` (its types in an older generation).
  public func typed(_ types: [PokemonType]) -> PokemonSummary {
    var typed = self
    typed.types = types
    return typed
  }
}

extension PokemonSummary: Translatable {
  public var wording: String { displayName }

  public func worded(_ wording: String) -> PokemonSummary {
    var worded = self
    worded.displayName = wording
    return worded
  }
}
