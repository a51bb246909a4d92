// The fields of the Pokémon documents that the built-in tables keep, as the generator
// reads them. PokedexData's DTOs decode what a card shows; these decode what the
// database stores, ids included, and nothing else.

package struct PokemonRowDTO: Decodable, Sendable {
  package struct TypeSlot: Decodable, Sendable { package let slot: Int; package let type: RowLink }
  package struct StatValue: Decodable, Sendable {
    package let baseStat: Int
    package let effort: Int
    package let stat: RowLink
    enum CodingKeys: String, CodingKey { case effort, stat, baseStat = "base_stat" }
  }
  package struct AbilitySlot: Decodable, Sendable {
    package let slot: Int
    package let isHidden: Bool
    package let ability: RowLink?
    enum CodingKeys: String, CodingKey { case slot, ability, isHidden = "is_hidden" }
  }
  package let id: Int
  package let name: String
  package let species: RowLink
  package let height: Int?
  package let weight: Int?
  package let baseExperience: Int?
  package let isDefault: Bool?
  package let order: Int?
  package let types: [TypeSlot]
  package let stats: [StatValue]
  package let abilities: [AbilitySlot]
  package let pastTypes: [PokemonDTO.PastTypes]?
  package let pastStats: [PokemonDTO.PastStats]?
  package let pastAbilities: [PokemonDTO.PastAbilities]?
  enum CodingKeys: String, CodingKey {
    case id, name, species, height, weight, order, types, stats, abilities
    case baseExperience = "base_experience", isDefault = "is_default"
    case pastTypes = "past_types", pastStats = "past_stats", pastAbilities = "past_abilities"
  }
}

package struct SpeciesRowDTO: Decodable, Sendable {
  package struct Genus: Decodable, Sendable { package let genus: String; package let language: RowLink }
  package struct FlavorText: Decodable, Sendable {
    package let flavorText: String
    package let language: RowLink
    package let version: RowLink?
    enum CodingKeys: String, CodingKey { case language, version, flavorText = "flavor_text" }
  }
  package let id: Int
  package let name: String
  package let order: Int?
  package let generation: RowLink?
  package let evolvesFromSpecies: RowLink?
  package let evolutionChain: RowLink?
  package let color: RowLink?
  package let shape: RowLink?
  package let habitat: RowLink?
  package let growthRate: RowLink?
  package let genderRate: Int?
  package let captureRate: Int?
  package let baseHappiness: Int?
  package let hatchCounter: Int?
  package let isBaby: Bool?
  package let isLegendary: Bool?
  package let isMythical: Bool?
  package let hasGenderDifferences: Bool?
  package let formsSwitchable: Bool?
  package let eggGroups: [RowLink]?
  package let names: [RowWord]?
  package let genera: [Genus]?
  package let flavorTextEntries: [FlavorText]?
  enum CodingKeys: String, CodingKey {
    case id, name, order, generation, color, shape, habitat, names, genera
    case evolvesFromSpecies = "evolves_from_species", evolutionChain = "evolution_chain"
    case growthRate = "growth_rate", genderRate = "gender_rate", captureRate = "capture_rate"
    case baseHappiness = "base_happiness", hatchCounter = "hatch_counter", isBaby = "is_baby"
    case isLegendary = "is_legendary", isMythical = "is_mythical"
    case hasGenderDifferences = "has_gender_differences", formsSwitchable = "forms_switchable"
    case eggGroups = "egg_groups", flavorTextEntries = "flavor_text_entries"
  }
}

package struct FormRowDTO: Decodable, Sendable {
  package let id: Int
  package let name: String
  package let formName: String?
  package let pokemon: RowLink
  package let versionGroup: RowLink?
  package let isDefault: Bool?
  package let isBattleOnly: Bool?
  package let isMega: Bool?
  package let formOrder: Int?
  package let order: Int?
  package let names: [RowWord]?
  package let formNames: [RowWord]?
  enum CodingKeys: String, CodingKey {
    case id, name, pokemon, order, names
    case formName = "form_name", versionGroup = "version_group", isDefault = "is_default"
    case isBattleOnly = "is_battle_only", isMega = "is_mega", formOrder = "form_order"
    case formNames = "form_names"
  }
}

package struct ChainRowDTO: Decodable, Sendable {
  package let id: Int
  package let babyTriggerItem: RowLink?
  enum CodingKeys: String, CodingKey { case id, babyTriggerItem = "baby_trigger_item" }
}
