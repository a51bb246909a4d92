import Domain
/// The `evolution_steps` table, from the evolution families on the cards: one row per way
/// a species evolves from the one before it, in the card's order, its conditions in the
/// card's words.
enum EvolutionStepRows {
  static let columns =
    ["evolved_species_id", "step", "trigger"] + EvolutionStepColumns.conditions.map(\.column)

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
    [.integer(species), .integer(step), .text(r.trigger)]
      + EvolutionStepColumns.conditions.map { condition in
        switch condition.field {
        case .text(let path): .of(r[keyPath: path])
        case .number(let path): .of(r[keyPath: path])
        case .type(let path): .of(r[keyPath: path]?.slug)
        case .flag(let path): .of(r[keyPath: path])
        }
      }
  }
}
