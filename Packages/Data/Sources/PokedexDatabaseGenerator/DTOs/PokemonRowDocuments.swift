// The fields of the Pokémon documents that the built-in tables keep, as the generator
// reads them. PokedexData's DTOs decode what a card shows; these decode what the
// database stores, ids included, and nothing else.

package struct PokemonRowDTO: Decodable, Sendable {
  package struct TypeSlot: Decodable, Sendable { package let slot: Int; package let type: RowLink }
  package struct StatValue: Decodable, Sendable {
    package let baseStat: Int
    package let effort: Int
    package let stat: RowLink
  }
  package struct AbilitySlot: Decodable, Sendable {
    package let slot: Int
    package let isHidden: Bool
    package let ability: RowLink?
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
}

package struct SpeciesRowDTO: Decodable, Sendable {
  package struct Genus: Decodable, Sendable { package let genus: String; package let language: RowLink }
  package struct FlavorText: Decodable, Sendable {
    package let flavorText: String
    package let language: RowLink
    package let version: RowLink?
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
}

package struct ChainRowDTO: Decodable, Sendable {
  package let id: Int
  package let babyTriggerItem: RowLink?
}
