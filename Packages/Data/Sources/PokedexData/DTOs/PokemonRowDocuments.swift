// The fields of the Pokémon documents that the built-in tables keep, as the generator
// reads them. The card's own DTOs (DTOs/) decode what a card shows; these decode what the
// database stores, ids included, and nothing else.

/// A link's id: `/api/v2/type/13/` → 13.
package struct RowLink: Decodable, Sendable {
  /// Missing from some links (an evolution chain's).
  package let name: String?
  package let url: String
  package var id: Int? { ResourceID.trailingNumber(of: url) }
}

/// A name in one language.
package struct RowWord: Decodable, Sendable {
  package let name: String
  package let language: RowLink
}

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
  enum CodingKeys: String, CodingKey {
    case id, name, species, height, weight, order, types, stats, abilities
    case baseExperience = "base_experience", isDefault = "is_default"
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

package struct TypeRowDTO: Decodable, Sendable {
  package struct Relations: Decodable, Sendable {
    package let doubleDamageFrom: [RowLink]
    package let halfDamageFrom: [RowLink]
    package let noDamageFrom: [RowLink]
    enum CodingKeys: String, CodingKey {
      case doubleDamageFrom = "double_damage_from", halfDamageFrom = "half_damage_from"
      case noDamageFrom = "no_damage_from"
    }

    /// The factor, in percent, of each attacking type's id the relations name.
    package var factors: [Int: Int] {
      var factors: [Int: Int] = [:]
      for link in doubleDamageFrom { if let id = link.id { factors[id] = 200 } }
      for link in halfDamageFrom { if let id = link.id { factors[id] = 50 } }
      for link in noDamageFrom { if let id = link.id { factors[id] = 0 } }
      return factors
    }
  }
  /// The relations the type had up to and including `generation`.
  package struct PastRelations: Decodable, Sendable {
    package let generation: RowLink
    package let damageRelations: Relations
    enum CodingKeys: String, CodingKey {
      case generation, damageRelations = "damage_relations"
    }
  }
  /// One Pokémon of the type.
  package struct Member: Decodable, Sendable { package let pokemon: RowLink }
  package let id: Int
  package let name: String
  package let generation: RowLink?
  package let moveDamageClass: RowLink?
  package let damageRelations: Relations
  package let pastDamageRelations: [PastRelations]?
  package let names: [RowWord]?
  /// Every Pokémon (forms included) with the type; read over the network only.
  package let pokemon: [Member]?
  /// Every move of the type; read over the network only.
  package let moves: [RowLink]?
  enum CodingKeys: String, CodingKey {
    case id, name, generation, names, pokemon, moves
    case moveDamageClass = "move_damage_class", damageRelations = "damage_relations"
    case pastDamageRelations = "past_damage_relations"
  }
}

package struct AbilityRowDTO: Decodable, Sendable {
  package struct Effect: Decodable, Sendable {
    package let effect: String?
    package let shortEffect: String?
    package let language: RowLink
    enum CodingKeys: String, CodingKey { case effect, language, shortEffect = "short_effect" }
  }
  package struct FlavorText: Decodable, Sendable {
    package let flavorText: String
    package let language: RowLink
    package let versionGroup: RowLink?
    enum CodingKeys: String, CodingKey {
      case language, flavorText = "flavor_text", versionGroup = "version_group"
    }
  }
  package let id: Int
  package let name: String
  package let generation: RowLink?
  package let isMainSeries: Bool?
  package let names: [RowWord]?
  package let effectEntries: [Effect]?
  package let flavorTextEntries: [FlavorText]?
  enum CodingKeys: String, CodingKey {
    case id, name, generation, names
    case isMainSeries = "is_main_series", effectEntries = "effect_entries"
    case flavorTextEntries = "flavor_text_entries"
  }
}

package struct ChainRowDTO: Decodable, Sendable {
  package let id: Int
  package let babyTriggerItem: RowLink?
  enum CodingKeys: String, CodingKey { case id, babyTriggerItem = "baby_trigger_item" }
}
