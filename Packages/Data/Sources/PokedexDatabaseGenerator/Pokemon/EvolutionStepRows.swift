import Domain
/// The `evolution_steps` table, from the evolution families on the cards: one row per way
/// a species evolves from the one before it, in the card's order, its conditions in the
/// card's words.
enum EvolutionStepRows {
  static let columns = [
    "evolved_species_id", "step", "trigger", "min_level", "base_form", "evolved_form", "item",
    "held_item", "known_move", "used_move", "min_move_count", "min_steps", "min_damage_taken",
    "region", "known_move_type", "location", "time_of_day", "min_happiness", "min_affection",
    "min_beauty", "gender_id", "relative_physical_stats", "party_species", "party_type",
    "trade_species", "needs_overworld_rain", "turn_upside_down", "near_special_rock",
    "needs_multiplayer",
  ]

  static func table(cards: [Pokemon]) -> PokedexTable {
    var table = PokedexTable("evolution_steps", columns: columns)
    var done = Set<Int>()
    for card in cards {
      guard let family = card.evolution else { continue }
      for node in family.allSpecies where done.insert(node.speciesID).inserted {
        for (step, requirement) in node.requirements.enumerated() {
          table.append(row(node.speciesID, step, requirement))
        }
      }
    }
    return table
  }

  static func row(_ species: Int, _ step: Int, _ r: EvolutionRequirement) -> [PokedexValue] {
    [
      .integer(species), .integer(step), .text(r.trigger), .of(r.minLevel), .of(r.baseForm),
      .of(r.evolvedForm), .of(r.item), .of(r.heldItem), .of(r.knownMove), .of(r.usedMove),
      .of(r.minMoveCount), .of(r.minSteps), .of(r.minDamageTaken), .of(r.region),
      .of(r.knownMoveType?.slug), .of(r.location), .of(r.timeOfDay), .of(r.minHappiness),
      .of(r.minAffection), .of(r.minBeauty), .of(r.gender), .of(r.relativePhysicalStats),
      .of(r.partySpecies), .of(r.partyType?.slug), .of(r.tradeSpecies),
      .of(r.needsOverworldRain), .of(r.turnUpsideDown), .of(r.nearSpecialRock),
      .of(r.needsMultiplayer),
    ]
  }
}
