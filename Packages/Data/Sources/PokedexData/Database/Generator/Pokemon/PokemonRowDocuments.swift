// The fields of the Pokémon documents that the built-in tables keep, as the generator
// reads them. The card's own DTOs (DTOs/) decode what a card shows; these decode what the
// database stores, ids included, and nothing else.

/// A link's id: `/api/v2/type/13/` → 13.
struct RowLink: Decodable, Sendable {
  /// Missing from some links (an evolution chain's).
  let name: String?
  let url: String
  var id: Int? { ResourceID.trailingNumber(of: url) }
}

/// A name in one language.
struct RowWord: Decodable, Sendable {
  let name: String
  let language: RowLink
}

struct PokemonRowDTO: Decodable, Sendable {
  struct TypeSlot: Decodable, Sendable { let slot: Int; let type: RowLink }
  struct StatValue: Decodable, Sendable {
    let baseStat: Int
    let effort: Int
    let stat: RowLink
    enum CodingKeys: String, CodingKey { case effort, stat, baseStat = "base_stat" }
  }
  struct AbilitySlot: Decodable, Sendable {
    let slot: Int
    let isHidden: Bool
    let ability: RowLink?
    enum CodingKeys: String, CodingKey { case slot, ability, isHidden = "is_hidden" }
  }
  let id: Int
  let name: String
  let species: RowLink
  let height: Int?
  let weight: Int?
  let baseExperience: Int?
  let isDefault: Bool?
  let order: Int?
  let types: [TypeSlot]
  let stats: [StatValue]
  let abilities: [AbilitySlot]
  enum CodingKeys: String, CodingKey {
    case id, name, species, height, weight, order, types, stats, abilities
    case baseExperience = "base_experience", isDefault = "is_default"
  }
}

struct SpeciesRowDTO: Decodable, Sendable {
  struct Genus: Decodable, Sendable { let genus: String; let language: RowLink }
  struct FlavorText: Decodable, Sendable {
    let flavorText: String
    let language: RowLink
    let version: RowLink?
    enum CodingKeys: String, CodingKey { case language, version, flavorText = "flavor_text" }
  }
  let id: Int
  let name: String
  let order: Int?
  let generation: RowLink?
  let evolvesFromSpecies: RowLink?
  let evolutionChain: RowLink?
  let color: RowLink?
  let shape: RowLink?
  let habitat: RowLink?
  let growthRate: RowLink?
  let genderRate: Int?
  let captureRate: Int?
  let baseHappiness: Int?
  let hatchCounter: Int?
  let isBaby: Bool?
  let isLegendary: Bool?
  let isMythical: Bool?
  let hasGenderDifferences: Bool?
  let formsSwitchable: Bool?
  let eggGroups: [RowLink]?
  let names: [RowWord]?
  let genera: [Genus]?
  let flavorTextEntries: [FlavorText]?
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

struct FormRowDTO: Decodable, Sendable {
  let id: Int
  let name: String
  let formName: String?
  let pokemon: RowLink
  let versionGroup: RowLink?
  let isDefault: Bool?
  let isBattleOnly: Bool?
  let isMega: Bool?
  let formOrder: Int?
  let order: Int?
  let names: [RowWord]?
  let formNames: [RowWord]?
  enum CodingKeys: String, CodingKey {
    case id, name, pokemon, order, names
    case formName = "form_name", versionGroup = "version_group", isDefault = "is_default"
    case isBattleOnly = "is_battle_only", isMega = "is_mega", formOrder = "form_order"
    case formNames = "form_names"
  }
}

struct TypeRowDTO: Decodable, Sendable {
  struct Relations: Decodable, Sendable {
    let doubleDamageFrom: [RowLink]
    let halfDamageFrom: [RowLink]
    let noDamageFrom: [RowLink]
    enum CodingKeys: String, CodingKey {
      case doubleDamageFrom = "double_damage_from", halfDamageFrom = "half_damage_from"
      case noDamageFrom = "no_damage_from"
    }
  }
  /// The relations the type had up to and including `generation`.
  struct PastRelations: Decodable, Sendable {
    let generation: RowLink
    let damageRelations: Relations
    enum CodingKeys: String, CodingKey {
      case generation, damageRelations = "damage_relations"
    }
  }
  /// One Pokémon of the type.
  struct Member: Decodable, Sendable { let pokemon: RowLink }
  let id: Int
  let name: String
  let generation: RowLink?
  let moveDamageClass: RowLink?
  let damageRelations: Relations
  let pastDamageRelations: [PastRelations]?
  let names: [RowWord]?
  /// Every Pokémon (forms included) with the type; read over the network only.
  let pokemon: [Member]?
  /// Every move of the type; read over the network only.
  let moves: [RowLink]?
  enum CodingKeys: String, CodingKey {
    case id, name, generation, names, pokemon, moves
    case moveDamageClass = "move_damage_class", damageRelations = "damage_relations"
    case pastDamageRelations = "past_damage_relations"
  }
}

struct AbilityRowDTO: Decodable, Sendable {
  struct Effect: Decodable, Sendable {
    let effect: String?
    let shortEffect: String?
    let language: RowLink
    enum CodingKeys: String, CodingKey { case effect, language, shortEffect = "short_effect" }
  }
  struct FlavorText: Decodable, Sendable {
    let flavorText: String
    let language: RowLink
    let versionGroup: RowLink?
    enum CodingKeys: String, CodingKey {
      case language, flavorText = "flavor_text", versionGroup = "version_group"
    }
  }
  let id: Int
  let name: String
  let generation: RowLink?
  let isMainSeries: Bool?
  let names: [RowWord]?
  let effectEntries: [Effect]?
  let flavorTextEntries: [FlavorText]?
  enum CodingKeys: String, CodingKey {
    case id, name, generation, names
    case isMainSeries = "is_main_series", effectEntries = "effect_entries"
    case flavorTextEntries = "flavor_text_entries"
  }
}

struct ChainRowDTO: Decodable, Sendable {
  let id: Int
  let babyTriggerItem: RowLink?
  enum CodingKeys: String, CodingKey { case id, babyTriggerItem = "baby_trigger_item" }
}
