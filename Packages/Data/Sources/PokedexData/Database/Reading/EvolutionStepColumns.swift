import Domain

/// The `evolution_steps` columns that hold an `EvolutionRequirement`'s conditions, each
/// with the field it holds: the generator writes them and the reader reads them from this
/// one list, so a condition added to the requirement is added to the table in one place.
///
/// `trigger` is left out: every step has one, so it is a column of its own.
package enum EvolutionStepColumns {
  /// A requirement's field, by what the column holds.
  package enum Field {
    case text(WritableKeyPath<EvolutionRequirement, String?>)
    case number(WritableKeyPath<EvolutionRequirement, Int?>)
    /// A type, kept as its slug.
    case type(WritableKeyPath<EvolutionRequirement, PokemonType?>)
    /// A yes-or-no condition, kept as 1 or 0.
    case flag(WritableKeyPath<EvolutionRequirement, Bool>)
  }

  /// Every condition's column and field, in the table's column order.
  package static var conditions: [(column: String, field: Field)] {
    [
      ("min_level", .number(\.minLevel)), ("base_form", .text(\.baseForm)),
      ("evolved_form", .text(\.evolvedForm)), ("item", .text(\.item)),
      ("held_item", .text(\.heldItem)), ("known_move", .text(\.knownMove)),
      ("used_move", .text(\.usedMove)), ("min_move_count", .number(\.minMoveCount)),
      ("min_steps", .number(\.minSteps)), ("min_damage_taken", .number(\.minDamageTaken)),
      ("region", .text(\.region)), ("known_move_type", .type(\.knownMoveType)),
      ("location", .text(\.location)), ("time_of_day", .text(\.timeOfDay)),
      ("min_happiness", .number(\.minHappiness)), ("min_affection", .number(\.minAffection)),
      ("min_beauty", .number(\.minBeauty)), ("gender_id", .number(\.gender)),
      ("relative_physical_stats", .number(\.relativePhysicalStats)),
      ("party_species", .text(\.partySpecies)), ("party_type", .type(\.partyType)),
      ("trade_species", .text(\.tradeSpecies)),
      ("needs_overworld_rain", .flag(\.needsOverworldRain)),
      ("turn_upside_down", .flag(\.turnUpsideDown)),
      ("near_special_rock", .flag(\.nearSpecialRock)),
      ("needs_multiplayer", .flag(\.needsMultiplayer)),
    ]
  }

  /// The requirement one `evolution_steps` row holds; an empty text is no condition.
  static func requirement(_ row: DatabaseRow) -> EvolutionRequirement {
    var requirement = EvolutionRequirement(trigger: row.text("trigger") ?? "other")
    for (column, field) in conditions {
      switch field {
      case .text(let path): requirement[keyPath: path] = row.text(column).flatMap(\.nonEmpty)
      case .number(let path): requirement[keyPath: path] = row.int(column)
      case .type(let path):
        requirement[keyPath: path] = row.text(column).flatMap(\.nonEmpty).map { PokemonType(slug: $0) }
      case .flag(let path): requirement[keyPath: path] = row.flag(column)
      }
    }
    return requirement
  }
}

extension String {
  /// The text, or `nil` when it is empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
