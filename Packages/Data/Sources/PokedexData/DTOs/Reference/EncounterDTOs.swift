/// The fields of the encounter documents pokecli reads: where a Pokémon is met in the
/// wild, in which game, how, at which levels, how often and under which conditions.
///
/// PokeAPI says the same encounters from two sides: a `location-area` document lists the
/// Pokémon met there (`pokemon_encounters`), and `pokemon/{id}/encounters` the areas a
/// Pokémon is met in. Both carry a game's details as `EncounterVersionDTO`, so one
/// encounter reads the same from either side.
package struct EncounterVersionDTO: Decodable, Sendable {
  /// One slot of a game's encounter table: a way to meet the Pokémon, the levels it has
  /// there and the slot's chance in percent, under the conditions listed (none: always).
  package struct Detail: Decodable, Sendable {
    package let method: NamedAPIResourceDTO
    package let minLevel: Int?
    package let maxLevel: Int?
    package let chance: Int?
    package let conditionValues: [NamedAPIResourceDTO]?
  }

  /// The game (a version, not a group of versions).
  package let version: LinkedIDDTO
  /// Every slot of the game's tables that holds the Pokémon; two slots may say the same.
  package let encounterDetails: [Detail]?
}

/// The fields of a `location-area` document pokecli reads: a part of a place (a floor, a
/// lake's shore, or the whole place), its names and the Pokémon met there.
package struct LocationAreaDTO: Decodable, Sendable {
  /// The Pokémon met in the area, per game.
  package struct PokemonEncounter: Decodable, Sendable {
    /// The Pokémon, with its slug: what a place's card names it by over PokeAPI.
    package let pokemon: NamedAPIResourceDTO
    package let versionDetails: [EncounterVersionDTO]?
  }

  /// The area's slug, such as `mt-coronet-1f-route-207`.
  package let name: String
  /// The place the area is part of.
  package let location: LinkedIDDTO
  /// The area's name in each language; PokeAPI leaves a few hundred areas without one.
  package let names: [LocalizedNameDTO]?
  /// The Pokémon met in the area.
  package let pokemonEncounters: [PokemonEncounter]?
}

/// The fields of a `location-area` document that name it and its place, and not the
/// Pokémon met there: what a Pokémon's encounters read of each area they name. An area's
/// `pokemon_encounters`, every slot of every Pokémon in every game, are most of its
/// document; decoding them for each area of each Pokémon asked was more than half the
/// CPU time of the corpus check of every Pokémon's encounters.
package struct LocationAreaPlaceDTO: Decodable, Sendable {
  /// The area's slug.
  package let name: String
  /// The place the area is part of.
  package let location: LinkedIDDTO
  /// The area's name in each language.
  package let names: [LocalizedNameDTO]?
}

/// The fields of an `encounter-condition` document: what an encounter can depend on,
/// such as `time` or `season`.
package struct EncounterConditionDTO: Decodable, Sendable {
  package let name: String
  package let names: [LocalizedNameDTO]?
}

/// The fields of an `encounter-condition-value` document: one state of a condition, such
/// as `time-night` of `time`.
package struct EncounterConditionValueDTO: Decodable, Sendable {
  package let name: String
  /// The condition it is a state of.
  package let condition: LinkedIDDTO
  package let names: [LocalizedNameDTO]?
}
