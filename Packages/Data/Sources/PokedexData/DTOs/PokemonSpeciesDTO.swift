/// The fields of a `pokemon-species` document that pokecli uses.
public struct PokemonSpeciesDTO: Decodable, Sendable {
  /// A category in one language: `{"genus": "Mouse Pokémon", "language": …}`.
  public struct Genus: Decodable, Sendable {
    /// The category, such as "Mouse Pokémon".
    public let genus: String
    /// The language it is written in.
    public let language: NamedAPIResourceDTO
  }

  /// A Pokédex entry from one game, as the game printed it.
  public struct FlavorTextEntry: Decodable, Sendable {
    /// The entry as the game printed it, line breaks included; clean it before showing it.
    public let flavorText: String
    /// The language it is written in.
    public let language: NamedAPIResourceDTO
    /// The game it comes from, whose id orders the games; an entry without one is skipped.
    public let version: NamedAPIResourceDTO?
  }

  /// One Pokémon of the species: its default or an alternate form.
  public struct Variety: Decodable, Sendable {
    /// Whether this is the species' default Pokémon.
    public let isDefault: Bool
    /// The link to this variety's `pokemon` document.
    public let pokemon: NamedAPIResourceDTO
  }

  /// A link without a name, as PokeAPI gives the evolution chain.
  public struct APIResource: Decodable, Sendable {
    /// The linked document's URL, absolute or relative; resolve it with `PokeAPIEndpoints`.
    public let url: String
  }

  /// The species' national Pokédex number.
  public let id: Int
  /// The species' slug, such as `giratina`; its default Pokémon may be named otherwise.
  public let name: String
  /// The species' names in every language PokeAPI knows; may be empty.
  public let names: [LocalizedNameDTO]
  /// The species' category in each language, such as "Mouse Pokémon" in English.
  public let genera: [Genus]?
  /// The generation that introduced the species.
  public let generation: NamedAPIResourceDTO?
  /// Whether the species is legendary.
  public let isLegendary: Bool?
  /// Whether the species is mythical.
  public let isMythical: Bool?
  /// Whether the species is a baby Pokémon, such as Pichu.
  public let isBaby: Bool?
  /// Its Pokédex entries, from each game, in each language.
  public let flavorTextEntries: [FlavorTextEntry]?
  /// The link to its family's `evolution-chain` document.
  public let evolutionChain: APIResource?
  /// Every Pokémon of the species: its default one and its alternate forms.
  public let varieties: [Variety]?
  /// Its egg groups, by slug (`ground`, `fairy`).
  public let eggGroups: [NamedAPIResourceDTO]?
  /// Eighths female, 0–8, or -1 for genderless.
  public let genderRate: Int?
  /// The catch rate, 0–255.
  public let captureRate: Int?
  /// The friendship it has when caught; null for a few species.
  public let baseHappiness: Int?
  /// Its growth rate, by slug (`medium`, `slow-then-very-fast`).
  public let growthRate: NamedAPIResourceDTO?
  /// Egg cycles to hatch; null for a few species.
  public let hatchCounter: Int?
  /// Its number in each Pokédex, the national one included.
  public let pokedexNumbers: [PokedexNumber]?

  /// A species' number in one Pokédex.
  public struct PokedexNumber: Decodable, Sendable {
    public let entryNumber: Int
    public let pokedex: NamedAPIResourceDTO
  }

  enum CodingKeys: String, CodingKey {
    case id, name, names, genera, generation, varieties, isLegendary, isMythical, isBaby
    case flavorTextEntries, evolutionChain, eggGroups, genderRate, captureRate, baseHappiness
    case growthRate, hatchCounter, pokedexNumbers
  }

  /// The English name, such as "Farfetch’d", or `nil` when PokeAPI has none.
  public var englishName: String? { names.english }
}
