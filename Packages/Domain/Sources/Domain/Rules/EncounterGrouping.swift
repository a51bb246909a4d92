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
  /// The Pokémon met there, for a place's answer (`Encounter.pokemon`); `nil` for a
  /// Pokémon's.
  public var pokemon: MetPokemon?
  public var minLevel: Int?
  public var maxLevel: Int?
  /// In percent: every slot's chance added up, at most 100 (a static encounter the data
  /// lists seven times at 100% is still certain); `nil` when a slot's is not known.
  public var chance: Int?
  public var conditions: [NamedSlug]
}

/// How a Pokémon's encounters read as a player's answer: a pure function, and the one
/// maker of the three values above outside decoding (so they have no public
/// initialiser).
public enum EncounterGrouping {
  /// `encounters` by game, in the order the games first come in `encounters`, each by
  /// way in the order the ways first come, and each way's places by name
  /// (`NaturalOrder`: Route 6 before Route 10), a place's spots in the order they first
  /// come. The slots of a place met the same way
  /// under the same conditions are one spot: the lowest and highest level of them, and
  /// their chances added up (a slot counted `slots` times). Games next to each other
  /// whose answers are the same are one `EncounterGames`.
  public static func grouped(_ encounters: [Encounter]) -> [EncounterGames] {
    var order: [NamedSlug] = []
    var rowsOfGame: [[Int]] = []
    var games = FirstSeen<String>()
    for index in encounters.indices {
      let game = games.number(of: encounters[index].game.slug)
      if game.isNew {
        order.append(encounters[index].game)
        rowsOfGame.append([])
      }
      rowsOfGame[game.number].append(index)
    }
    let places = PlaceNumbers(encounters)
    var grouped: [EncounterGames] = []
    // The rows are read in place: a copy of a row (a retain and a release of each of its
    // dozen strings) cost more than the rest of its grouping.
    encounters.withUnsafeBufferPointer { encounters in
      for (game, rows) in zip(order, rowsOfGame) {
        let methods = methods(of: rows, in: encounters, places: places)
        if let last = grouped.last, last.methods == methods {
          grouped[grouped.count - 1].games.append(game)
        } else {
          grouped.append(EncounterGames(games: [game], methods: methods))
        }
      }
    }
    return grouped
  }

  /// One game's encounters (`rows`, indices into `encounters`) by way, each way's by
  /// place and conditions. Linear in the rows but for the sort of each way's places
  /// (Magikarp has 4,223 rows): a spot is found among those of its place and Pokémon, and
  /// the rows of one place and Pokémon, which come together when the rows are in the
  /// repositories' order, look their spots up once for all of them; places are sorted by
  /// their rank (`PlaceNumbers`).
  private static func methods(
    of rows: [Int], in encounters: UnsafeBufferPointer<Encounter>, places: PlaceNumbers
  ) -> [EncounterMethodSpots] {
    var methods: [EncounterMethodSpots] = []
    // The place number of each way's spots, beside them.
    var spotPlaces: [[Int]] = []
    var methodNumbers = FirstSeen<String>()
    // The spots of each place and Pokémon (indices into their way's, with their
    // conditions), and which list is each place and Pokémon's. The numbers' table is made
    // for a list a row, the most there can be: growing it cost Magikarp's 1,500 lists a
    // third more.
    var spotLists: [[(spot: Int, conditions: [NamedSlug])]] = []
    var listNumbers = FirstSeen<PlaceKey>(reservingCapacity: rows.count)
    for index in rows {
      let (method, isNewMethod) = methodNumbers.number(of: encounters[index].method.slug)
      if isNewMethod {
        methods.append(EncounterMethodSpots(method: encounters[index].method, spots: []))
        spotPlaces.append([])
      }
      let place = places.ofRow[index]
      let (list, isNewList) = listNumbers.number(
        of: PlaceKey(method: method, place: place, pokemon: encounters[index].pokemon?.id))
      if isNewList { spotLists.append([]) }
      let conditions = encounters[index].conditions
      if let found = spotLists[list].first(where: { Self.same($0.conditions, conditions) }) {
        methods[method].spots[found.spot].add(encounters[index])
      } else {
        spotLists[list].append((methods[method].spots.count, conditions))
        methods[method].spots.append(EncounterSpot(encounters[index]))
        spotPlaces[method].append(place)
      }
    }
    for index in methods.indices {
      let spots = methods[index].spots
      let ranks = spotPlaces[index].map { places.rank[$0] }
      methods[index].spots = spots.indices
        .sorted { (ranks[$0], $0) < (ranks[$1], $1) }
        .map { spots[$0] }
    }
    return methods
  }

  /// Whether two rows' conditions are the same, in the same order.
  private static func same(_ a: [NamedSlug], _ b: [NamedSlug]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.slug == $1.slug }
  }

  /// Each row's place as a number, the order places first come in, and each number's
  /// rank in the order of the places' names (`NaturalOrder`), places of one name one rank.
  /// Each place's name is read and ranked once, however many games and ways it is in, and
  /// rows are told apart by numbers, not by slugs: Magikarp's 4,223 rows at 286 places.
  /// A place is sorted by the name its first row gives it (a slug has one name in the
  /// data).
  private struct PlaceNumbers {
    /// The number of each row's place, by the row's index.
    let ofRow: [Int]
    /// The rank of each place, by its number.
    let rank: [Int]

    init(_ encounters: [Encounter]) {
      var ofRow: [Int] = []
      ofRow.reserveCapacity(encounters.count)
      var numbers = FirstSeen<String>()
      var names: [String] = []
      for index in encounters.indices {
        let place = numbers.number(of: encounters[index].place.slug)
        if place.isNew { names.append(encounters[index].place.displayName) }
        ofRow.append(place.number)
      }
      let keys = names.map(NaturalOrder.Key.init)
      var rank = Array(repeating: 0, count: names.count)
      var previous: Int?
      for number in names.indices.sorted(by: { (keys[$0], $0) < (keys[$1], $1) }) {
        if let previous {
          rank[number] = keys[previous] == keys[number] ? rank[previous] : rank[previous] + 1
        }
        previous = number
      }
      self.ofRow = ofRow
      self.rank = rank
    }
  }

  /// Numbers keys in the order they first come. Rows of one game, way, place and Pokémon
  /// come together in the repositories' order, so a key that is the one before it is
  /// not looked up again.
  private struct FirstSeen<Key: Hashable> {
    private var numbers: [Key: Int] = [:]
    private var last: (key: Key, number: Int)?

    init(reservingCapacity capacity: Int = 0) {
      numbers.reserveCapacity(capacity)
    }

    /// The number of `key`, and whether this is its first time.
    mutating func number(of key: Key) -> (number: Int, isNew: Bool) {
      if let last, last.key == key { return (last.number, false) }
      let known = numbers[key]
      let number = known ?? numbers.count
      if known == nil { numbers[key] = number }
      last = (key, number)
      return (number, known == nil)
    }
  }

  /// Where a row is met: its way (its place in the game's list of ways), its place and
  /// its Pokémon. Rows alike in this and in their conditions are one spot.
  private struct PlaceKey: Hashable {
    let method: Int
    /// Its number (`PlaceNumbers`).
    let place: Int
    let pokemon: Int?
  }
}

extension EncounterSpot {
  /// The spot of `row` alone. Borrowed: an initialiser's argument is otherwise its own,
  /// a copy of the row.
  fileprivate init(_ row: borrowing Encounter) {
    self.init(
      place: row.place, pokemon: row.pokemon, minLevel: row.minLevel, maxLevel: row.maxLevel,
      chance: Self.chance(of: row), conditions: row.conditions)
  }

  /// `row`'s slots added to the spot: the levels widened, the chances added.
  fileprivate mutating func add(_ row: borrowing Encounter) {
    minLevel = Self.extreme(minLevel, row.minLevel, by: <)
    maxLevel = Self.extreme(maxLevel, row.maxLevel, by: >)
    let more = Self.chance(of: row)
    // Both are at most 100, so the sum cannot overflow.
    chance = chance.flatMap { sum in more.map { Swift.min(100, sum + $0) } }
  }

  /// The chance of all of `row`'s slots, at most 100; `nil` when not known.
  private static func chance(of row: borrowing Encounter) -> Int? {
    row.chance.map { chance in
      let all = chance.multipliedReportingOverflow(by: row.slots)
      return all.overflow ? 100 : Swift.max(0, Swift.min(100, all.partialValue))
    }
  }

  /// The level of two that `isFirst` puts first; either when the other is not known.
  private static func extreme(_ a: Int?, _ b: Int?, by isFirst: (Int, Int) -> Bool) -> Int? {
    guard let a, let b else { return a ?? b }
    return isFirst(b, a) ? b : a
  }
}
