/// Encounters as they are written to the cache: each game, place, way, condition and
/// Pokémon written once, and each encounter as the numbers of its parts in those lists.
///
/// Written one by one, each encounter repeats its game's, place's and way's names:
/// Magikarp's 4,223 took 1.4 MB, and Giant's Bed's card (2,388 encounters, each naming
/// its Pokémon) 1.2 MB, past the 1 MiB a cache entry may hold, so over another API they
/// were never kept and their hundreds of documents were asked again every time. As a
/// table they take about a tenth of that. A table whose numbers point past its lists is
/// refused when it is read, as a damaged entry is: it is fetched again.
public struct EncounterTable: Codable, Sendable {
  /// A game as an encounter names it.
  struct Game: Codable, Hashable, Sendable {
    var game: NamedSlug
    var group: String
    var generation: Int?
  }

  /// One encounter: the numbers of its game, place, way, conditions and Pokémon in the
  /// table's lists, and its own levels, chance and slots. Written as one JSON array, not
  /// an object, so that no key is written thousands of times.
  struct Row: Codable, Sendable {
    var game: Int
    var place: Int
    var method: Int
    var minLevel: Int?
    var maxLevel: Int?
    var chance: Int?
    var slots: Int
    var conditions: [Int]
    var pokemon: Int?
  }

  private(set) var games: [Game] = []
  private(set) var places: [EncounterPlace] = []
  private(set) var methods: [NamedSlug] = []
  private(set) var conditions: [NamedSlug] = []
  private(set) var pokemon: [MetPokemon] = []
  private(set) var rows: [Row] = []

  /// The table of `encounters`, in their order.
  public init(_ encounters: [Encounter]) {
    var gameNumbers: [Game: Int] = [:]
    var placeNumbers: [EncounterPlace: Int] = [:]
    var methodNumbers: [NamedSlug: Int] = [:]
    var conditionNumbers: [NamedSlug: Int] = [:]
    var pokemonNumbers: [MetPokemon: Int] = [:]
    func number<Part: Hashable>(_ part: Part, _ numbers: inout [Part: Int], _ list: inout [Part])
      -> Int
    {
      if let known = numbers[part] { return known }
      numbers[part] = list.count
      list.append(part)
      return list.count - 1
    }
    for encounter in encounters {
      let game = Game(game: encounter.game, group: encounter.group, generation: encounter.generation)
      let row = Row(
        game: number(game, &gameNumbers, &games),
        place: number(encounter.place, &placeNumbers, &places),
        method: number(encounter.method, &methodNumbers, &methods),
        minLevel: encounter.minLevel, maxLevel: encounter.maxLevel, chance: encounter.chance,
        slots: encounter.slots,
        conditions: encounter.conditions.map { number($0, &conditionNumbers, &conditions) },
        pokemon: encounter.pokemon.map { number($0, &pokemonNumbers, &pokemon) })
      rows.append(row)
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    games = try container.decode([Game].self, forKey: .games)
    places = try container.decode([EncounterPlace].self, forKey: .places)
    methods = try container.decode([NamedSlug].self, forKey: .methods)
    conditions = try container.decode([NamedSlug].self, forKey: .conditions)
    pokemon = try container.decode([MetPokemon].self, forKey: .pokemon)
    rows = try container.decode([Row].self, forKey: .rows)
    let (gameRange, placeRange, methodRange) = (games.indices, places.indices, methods.indices)
    let (conditionRange, pokemonRange) = (conditions.indices, pokemon.indices)
    let pointsPast = rows.contains { row in
      !gameRange.contains(row.game) || !placeRange.contains(row.place)
        || !methodRange.contains(row.method)
        || row.conditions.contains { !conditionRange.contains($0) }
        || row.pokemon.map { !pokemonRange.contains($0) } == true
    }
    if pointsPast {
      throw DecodingError.dataCorruptedError(
        forKey: .rows, in: container, debugDescription: "a row points past the table's lists")
    }
  }

  /// The encounters, in the order they were written. Every number was checked when the
  /// table was read, or made with its lists, so each look-up below is in range.
  public var encounters: [Encounter] {
    rows.map { row in
      let game = games[row.game]
      var encounter = Encounter(
        game: game.game, group: game.group, generation: game.generation,
        place: places[row.place], method: methods[row.method], minLevel: row.minLevel,
        maxLevel: row.maxLevel, chance: row.chance, slots: row.slots,
        conditions: row.conditions.map { conditions[$0] })
      encounter.pokemon = row.pokemon.map { pokemon[$0] }
      return encounter
    }
  }
}

extension EncounterTable.Row {
  init(from decoder: any Decoder) throws {
    var fields = try decoder.unkeyedContainer()
    game = try fields.decode(Int.self)
    place = try fields.decode(Int.self)
    method = try fields.decode(Int.self)
    minLevel = try fields.decodeIfPresent(Int.self)
    maxLevel = try fields.decodeIfPresent(Int.self)
    chance = try fields.decodeIfPresent(Int.self)
    slots = try fields.decode(Int.self)
    conditions = try fields.decode([Int].self)
    pokemon = try fields.decodeIfPresent(Int.self)
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.unkeyedContainer()
    try fields.encode(game)
    try fields.encode(place)
    try fields.encode(method)
    try fields.encode(minLevel)
    try fields.encode(maxLevel)
    try fields.encode(chance)
    try fields.encode(slots)
    try fields.encode(conditions)
    try fields.encode(pokemon)
  }
}
