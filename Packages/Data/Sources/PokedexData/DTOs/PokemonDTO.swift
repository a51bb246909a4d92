/// The fields of a `pokemon` document that pokecli uses; every other field is ignored.
public struct PokemonDTO: Decodable, Sendable {
  /// One entry of `types`: the slot orders a Pokémon's types.
  public struct TypeSlot: Decodable, Sendable {
    /// 1 for the primary type, 2 for the secondary one.
    public let slot: Int
    /// The type in this slot.
    public let type: NamedAPIResourceDTO
  }

  /// One entry of `abilities`; the hidden ability is flagged.
  public struct AbilitySlot: Decodable, Sendable {
    /// The ability, when the document names one; a slot without one is skipped.
    public let ability: NamedAPIResourceDTO?
    /// Whether it is the species' hidden ability.
    public let isHidden: Bool
    /// The slot's number, which orders the abilities on the card.
    public let slot: Int

    enum CodingKeys: String, CodingKey { case ability, slot, isHidden }
  }

  /// One entry of `stats`.
  public struct Stat: Decodable, Sendable {
    /// The stat's base value, such as 35 for Pikachu's HP.
    public let baseStat: Int
    /// Which stat, such as `hp` or `special-attack`.
    public let stat: NamedAPIResourceDTO
    /// The effort values defeating it gives in this stat; absent in old mirrors.
    public let effort: Int?

    enum CodingKeys: String, CodingKey { case stat, effort, baseStat }
  }

  /// The Pokémon's id: its national number, or 10001 and up for alternate forms.
  public let id: Int
  /// The Pokémon's slug, such as `pikachu` or `giratina-altered`.
  public let name: String
  /// Whether this is its species' default Pokémon (false for megas and regional forms).
  /// Sent as `null` by some mirrors of old data, so optional; absent means default.
  public let isDefault: Bool?
  /// The species it belongs to, whose document holds its names and Pokédex entries.
  public let species: NamedAPIResourceDTO
  /// Its one or two types, each with its slot.
  public let types: [TypeSlot]
  /// Decimetres.
  public let height: Int?
  /// Hectograms.
  public let weight: Int?
  /// Its abilities, the hidden one included.
  public let abilities: [AbilitySlot]?
  /// Its base stats, one entry per stat.
  public let stats: [Stat]?
  /// Links to its pictures; pokecli reads the four front sprites.
  public let sprites: Sprites?
  /// What it was in older generations (`PokemonPastDTO.swift`); absent in old mirrors.
  public let pastTypes: [PastTypes]?
  public let pastStats: [PastStats]?
  public let pastAbilities: [PastAbilities]?

  /// The front sprites of `sprites`; the rest of that object is ignored.
  public struct Sprites: Decodable, Sendable {
    /// The plain front sprite.
    public let frontDefault: String?
    /// The shiny one.
    public let frontShiny: String?
    /// The female one, for species whose females look different.
    public let frontFemale: String?
    /// The shiny female one.
    public let frontShinyFemale: String?
  }

  enum CodingKeys: String, CodingKey {
    case id, name, species, types, height, weight, abilities, stats, sprites, isDefault, pastTypes
    case pastStats, pastAbilities
  }
}
