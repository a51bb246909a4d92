import Domain

/// A row of a table of places as the text draws it: spots next to each other that are
/// alike but for one condition are one row, that condition's values given as
/// alternatives ("During normal weather / During overcast weather"). At Giant's Bed
/// Nidoran♀ is met at the same levels and chance in six weathers: one row, not six, and
/// the place's tables are 1,758 rows instead of 2,220 (a raid's levels and chance change
/// with its difficulty, so its rows stay).
///
/// Spots are alike when they are at the same place, of the same Pokémon, at the same
/// levels and chance, with as many conditions, all but one the same, and the same one for
/// every spot of a row. A spot with no condition is met always and stays a row of its
/// own. The JSON keeps every spot (`Whereabouts.document`).
struct EncounterTableRow {
  /// The row's first spot: its place, Pokémon, levels, chance and conditions.
  var spot: EncounterSpot
  /// The condition the row's spots differ in, by its place in `spot.conditions`, and the
  /// value each spot has there, the first spot's first; `nil` for a row of one spot.
  var alternatives: (index: Int, values: [NamedSlug])?

  /// The rows of `spots`, in their order.
  static func rows(_ spots: [EncounterSpot]) -> [EncounterTableRow] {
    var rows: [EncounterTableRow] = []
    rows.reserveCapacity(spots.count)
    for spot in spots {
      guard let last = rows.last, let index = last.differingCondition(spot) else {
        rows.append(EncounterTableRow(spot: spot))
        continue
      }
      let values = last.alternatives?.values ?? [last.spot.conditions[index]]
      rows[rows.count - 1].alternatives = (index, values + [spot.conditions[index]])
    }
    return rows
  }

  /// The row's conditions as they are shown, each made safe: every one holds, and of
  /// the alternatives any one.
  var conditionNames: [String] {
    spot.conditions.indices.map { index in
      guard let alternatives, alternatives.index == index else {
        return SafeText.clean(spot.conditions[index].displayName)
      }
      return alternatives.values.map { SafeText.clean($0.displayName) }.joined(separator: " / ")
    }
  }

  /// Where `other` differs from this row's spots when it may join them: alike in all
  /// but one condition, and that one the condition the row's spots differ in already.
  private func differingCondition(_ other: EncounterSpot) -> Int? {
    guard other.place.slug == spot.place.slug, other.pokemon?.id == spot.pokemon?.id,
      other.minLevel == spot.minLevel, other.maxLevel == spot.maxLevel,
      other.chance == spot.chance, !spot.conditions.isEmpty,
      other.conditions.count == spot.conditions.count
    else { return nil }
    var differing: Int?
    for index in spot.conditions.indices
    where spot.conditions[index].slug != other.conditions[index].slug {
      guard differing == nil else { return nil }
      differing = index
    }
    guard let differing, alternatives.map({ $0.index == differing }) ?? true else { return nil }
    return differing
  }
}
