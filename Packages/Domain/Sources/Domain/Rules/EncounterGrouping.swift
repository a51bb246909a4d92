/// The games that answer "where is it found" alike, and their answer: each way it is met,
/// with the places.
public struct EncounterGames: Codable, Hashable, Sendable {
  /// The games, in release order: Red and Blue share one answer when theirs are the same.
  public var games: [NamedSlug]
  /// Each way it is met, in the data's order of ways (walking first).
  public var methods: [EncounterMethodSpots]
}

/// One way a Pokémon is met in a game, and every place it is met that way.
public struct EncounterMethodSpots: Codable, Hashable, Sendable {
  public var method: NamedSlug
  public var spots: [EncounterSpot]
}

/// A place a Pokémon is met one way under the same conditions: the levels of all its
/// slots there, and their chances added up.
public struct EncounterSpot: Codable, Hashable, Sendable {
  public var place: EncounterPlace
  public var minLevel: Int?
  public var maxLevel: Int?
  /// In percent: every slot's chance added up; `nil` when a slot's is not known.
  public var chance: Int?
  public var conditions: [NamedSlug]
}

/// How a Pokémon's encounters read as a player's answer: a pure function, and the one
/// maker of the three values above (so they have no public initialiser).
public enum EncounterGrouping {
  /// `encounters` by game, in the order the games first come in `encounters`, each by
  /// way in the order the ways first come, and each way's places by name
  /// (`NaturalOrder`: Route 6 before Route 10), a place's spots in the order they first
  /// come. The slots of a place met the same way
  /// under the same conditions are one spot: the lowest and highest level of them, and
  /// their chances added up (a slot counted `slots` times). Games next to each other
  /// whose answers are the same are one `EncounterGames`.
  public static func grouped(_ encounters: [Encounter]) -> [EncounterGames] {
    var order: [String] = []
    var byGame: [String: (game: NamedSlug, rows: [Encounter])] = [:]
    for encounter in encounters {
      if byGame[encounter.game.slug] == nil {
        order.append(encounter.game.slug)
        byGame[encounter.game.slug] = (encounter.game, [])
      }
      byGame[encounter.game.slug]?.rows.append(encounter)
    }
    var grouped: [EncounterGames] = []
    for slug in order {
      guard let (game, rows) = byGame[slug] else { continue }
      let methods = methods(of: rows)
      if let last = grouped.last, last.methods == methods {
        grouped[grouped.count - 1].games.append(game)
      } else {
        grouped.append(EncounterGames(games: [game], methods: methods))
      }
    }
    return grouped
  }

  /// One game's encounters by way, each way's by place and conditions.
  private static func methods(of rows: [Encounter]) -> [EncounterMethodSpots] {
    var methods: [EncounterMethodSpots] = []
    for row in rows {
      let index = methods.firstIndex { $0.method.slug == row.method.slug } ?? {
        methods.append(EncounterMethodSpots(method: row.method, spots: []))
        return methods.count - 1
      }()
      methods[index].spots.add(row)
    }
    for index in methods.indices {
      methods[index].spots = methods[index].spots.enumerated().sorted { a, b in
        let (x, y) = (a.element.place.displayName, b.element.place.displayName)
        if NaturalOrder.precedes(x, y) { return true }
        if NaturalOrder.precedes(y, x) { return false }
        return a.offset < b.offset
      }.map(\.element)
    }
    return methods
  }
}

extension [EncounterSpot] {
  /// Adds `row` to the spot of its place and conditions, or as a new spot.
  fileprivate mutating func add(_ row: Encounter) {
    let chance = row.chance.map { $0.multipliedReportingOverflow(by: row.slots) }
      .flatMap { $0.overflow ? nil : $0.partialValue }
    guard
      let index = firstIndex(where: {
        $0.place.slug == row.place.slug && $0.conditions.map(\.slug) == row.conditions.map(\.slug)
      })
    else {
      append(
        EncounterSpot(
          place: row.place, minLevel: row.minLevel, maxLevel: row.maxLevel, chance: chance,
          conditions: row.conditions))
      return
    }
    self[index].minLevel = Self.extreme(self[index].minLevel, row.minLevel, by: <)
    self[index].maxLevel = Self.extreme(self[index].maxLevel, row.maxLevel, by: >)
    self[index].chance = self[index].chance.flatMap { sum in
      chance.flatMap { sum.addingReportingOverflow($0) }.flatMap { $0.overflow ? nil : $0.partialValue }
    }
  }

  /// The level of two that `isFirst` puts first; either when the other is not known.
  private static func extreme(_ a: Int?, _ b: Int?, by isFirst: (Int, Int) -> Bool) -> Int? {
    guard let a, let b else { return a ?? b }
    return isFirst(b, a) ? b : a
  }
}
