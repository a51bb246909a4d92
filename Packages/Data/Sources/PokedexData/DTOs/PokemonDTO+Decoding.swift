import Domain
// Decoders that refuse numbers outside `PlausibleRange`; every other field decodes as
// the synthesized decoder would.

extension PokemonDTO {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id, in: PlausibleRange.id)
    name = try container.decode(String.self, forKey: .name)
    isDefault = try container.decodeIfPresent(Bool.self, forKey: .isDefault)
    species = try container.decode(NamedAPIResourceDTO.self, forKey: .species)
    types = try container.decode([TypeSlot].self, forKey: .types)
    height = try container.decodeIfPresent(
      Int.self, forKey: .height, in: PlausibleRange.heightDecimetres)
    weight = try container.decodeIfPresent(
      Int.self, forKey: .weight, in: PlausibleRange.weightHectograms)
    abilities = try container.decodeIfPresent([AbilitySlot].self, forKey: .abilities)
    stats = try container.decodeIfPresent([Stat].self, forKey: .stats)
    // A sprites object this version cannot read costs the pictures, never the Pokémon.
    sprites = try? container.decodeIfPresent(Sprites.self, forKey: .sprites)
    pastTypes = try container.decodeIfPresent([PastTypes].self, forKey: .pastTypes)
    pastStats = try container.decodeIfPresent([PastStats].self, forKey: .pastStats)
    pastAbilities = try container.decodeIfPresent([PastAbilities].self, forKey: .pastAbilities)
  }
}

extension PokemonDTO.TypeSlot {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    slot = try container.decode(Int.self, forKey: .slot, in: PlausibleRange.slot)
    type = try container.decode(NamedAPIResourceDTO.self, forKey: .type)
  }

  enum CodingKeys: String, CodingKey { case slot, type }
}

extension PokemonDTO.AbilitySlot {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    ability = try container.decodeIfPresent(NamedAPIResourceDTO.self, forKey: .ability)
    isHidden = try container.decode(Bool.self, forKey: .isHidden)
    slot = try container.decode(Int.self, forKey: .slot, in: PlausibleRange.slot)
  }
}

extension PokemonDTO.Stat {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    baseStat = try container.decode(Int.self, forKey: .baseStat, in: PlausibleRange.baseStat)
    stat = try container.decode(NamedAPIResourceDTO.self, forKey: .stat)
    effort = try container.decodeIfPresent(Int.self, forKey: .effort, in: PlausibleRange.byte)
  }
}

extension PokemonSpeciesDTO {
  /// Keeps the entries and categories in every language: a card carries each language's
  /// (`Translatable`), so a card cached once answers in any language.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id, in: PlausibleRange.id)
    name = try container.decode(String.self, forKey: .name)
    names = try container.decode([LocalizedNameDTO].self, forKey: .names)
    genera = try container.decodeIfPresent([Genus].self, forKey: .genera)
    generation = try container.decodeIfPresent(NamedAPIResourceDTO.self, forKey: .generation)
    isLegendary = try container.decodeIfPresent(Bool.self, forKey: .isLegendary)
    isMythical = try container.decodeIfPresent(Bool.self, forKey: .isMythical)
    isBaby = try container.decodeIfPresent(Bool.self, forKey: .isBaby)
    flavorTextEntries = try container.decodeIfPresent(
      [FlavorTextEntry].self, forKey: .flavorTextEntries)
    evolutionChain = try container.decodeIfPresent(APIResource.self, forKey: .evolutionChain)
    varieties = try container.decodeIfPresent([Variety].self, forKey: .varieties)
    eggGroups = try container.decodeIfPresent([NamedAPIResourceDTO].self, forKey: .eggGroups)
    genderRate = try container.decodeIfPresent(
      Int.self, forKey: .genderRate, in: PlausibleRange.genderRate)
    captureRate = try container.decodeIfPresent(
      Int.self, forKey: .captureRate, in: PlausibleRange.byte)
    baseHappiness = try container.decodeIfPresent(
      Int.self, forKey: .baseHappiness, in: PlausibleRange.byte)
    growthRate = try container.decodeIfPresent(NamedAPIResourceDTO.self, forKey: .growthRate)
    hatchCounter = try container.decodeIfPresent(
      Int.self, forKey: .hatchCounter, in: PlausibleRange.hatchCounter)
    pokedexNumbers = try container.decodeIfPresent([PokedexNumber].self, forKey: .pokedexNumbers)
  }
}

extension PokemonListPageDTO {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    count = try container.decode(Int.self, forKey: .count, in: PlausibleRange.count)
    next = try container.decodeIfPresent(String.self, forKey: .next)
    previous = try container.decodeIfPresent(String.self, forKey: .previous)
    results = try container.decode([NamedAPIResourceDTO].self, forKey: .results)
  }

  enum CodingKeys: String, CodingKey { case count, next, previous, results }
}
