/// A place of the games' world (PokeAPI's location: Route 4, Mt. Coronet), as its card
/// shows it: its region, its parts and, per game, every Pokémon met there in the wild.
public struct Location: Codable, Hashable, Sendable {
  /// PokeAPI's id.
  public var id: Int
  /// PokeAPI's slug, such as `"eterna-forest"`.
  public var name: String
  /// Its name in the language shown, such as "Eterna Forest".
  public var displayName: String
  /// The region it lies in; `nil` for the places PokeAPI puts in none.
  public var region: NamedSlug?
  /// Its parts (PokeAPI's location areas: a floor, a shore, or the whole place), in the
  /// data's order; empty for a place no Pokémon is met in.
  public var areas: [EncounterPlace]
  /// Every way a Pokémon is met there, each naming its Pokémon (`Encounter.pokemon`), in
  /// release order of the games.
  public var encounters: [Encounter]
  /// Its name in each other language its documents speak (`Translatable`).
  public var translations: [String: String]?

  public init(
    id: Int, name: String, displayName: String, region: NamedSlug?, areas: [EncounterPlace],
    encounters: [Encounter]
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.region = region
    self.areas = areas
    self.encounters = encounters
  }

  /// The Pokémon met there in any game, each once, in number order.
  public var pokemon: [MetPokemon] {
    var seen = Set<Int>()
    return encounters.compactMap(\.pokemon).filter { seen.insert($0.id).inserted }
      .sorted { $0.id < $1.id }
  }

  /// Itself with only the encounters of `game` (a game's or a group's slug, as `--game`
  /// gives it); itself for `nil`.
  public func only(in game: String?) -> Location {
    guard let game else { return self }
    var only = self
    only.encounters = encounters.filter { $0.isIn(game: game) }
    return only
  }
}

// MARK: - The list row

/// A place as `pokecli locations` lists it.
public struct LocationRow: Codable, Hashable, Sendable {
  public var id: Int
  /// PokeAPI's slug, such as `"route-4"`.
  public var name: String
  /// Its name in the language shown.
  public var displayName: String
  /// The region's slug and name; `nil` for none.
  public var region: NamedSlug?
  /// How many parts it has.
  public var areaCount: Int
  /// How many Pokémon (forms apart) are met there in any game.
  public var pokemonCount: Int
  /// The slugs of the games Pokémon are met there in, and of their groups: what
  /// `--game` filters by.
  public var games: Set<String>
  /// Its name in each other language its document speaks (`Translatable`).
  public var translations: [String: String]?

  public init(
    id: Int, name: String, displayName: String, region: NamedSlug?, areaCount: Int,
    pokemonCount: Int, games: Set<String>
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.region = region
    self.areaCount = areaCount
    self.pokemonCount = pokemonCount
    self.games = games
  }
}

/// What `pokecli locations` is asked for: a region, a game, words and an order.
public struct LocationCriteria: Hashable, Sendable {
  /// Folded words; every one must match a part of the slug or of the name shown.
  public var terms: [String]
  /// A region's slug (`sinnoh`).
  public var region: String?
  /// A game's or a group's slug (`pearl`, `sword-shield`): only places Pokémon are met
  /// in there.
  public var game: String?
  public var sort: LocationSort
  public var reversed: Bool

  public init(
    terms: [String] = [], region: String? = nil, game: String? = nil,
    sort: LocationSort = .number, reversed: Bool = false
  ) {
    self.terms = terms
    self.region = region
    self.game = game
    self.sort = sort
    self.reversed = reversed
  }
}

/// The orders of `pokecli locations`: by number, by name, or the most Pokémon first.
public enum LocationSort: String, CaseIterable, Hashable, Sendable {
  case number, name, pokemon
}

extension Location: NameWorded {}
extension LocationRow: NameWorded {}

// MARK: - The search rule

/// Which places match a `LocationCriteria`, and in what order: pure functions over the
/// rows.
public enum LocationSearch {
  /// Whether folded `term` matches `row`: part of its slug, whole words run together, or
  /// part of its name shown (folded as the terms are).
  public static func matches(term: String, row: LocationRow) -> Bool {
    SlugSearch.matches(term: term, name: row.name)
      || NameNormalizer.slug(row.displayName).contains(term)
  }

  /// The rows in the region and game of `criteria` that match its every term, in its
  /// order; ties keep number order.
  /// - Throws: `PokedexError.noSuchChoice` for a region no row lies in.
  public static func filter(_ rows: [LocationRow], by criteria: LocationCriteria) throws
    -> [LocationRow]
  {
    if let region = criteria.region, !rows.contains(where: { $0.region?.slug == region }) {
      let choices = Set(rows.compactMap { $0.region?.slug }).sorted()
      throw PokedexError.noSuchChoice(
        noun: "region", given: region,
        suggestions: NameSuggestions.closest(to: region, in: choices), choices: choices)
    }
    let kept = rows.filter { row in
      if let region = criteria.region, row.region?.slug != region { return false }
      if let game = criteria.game, !row.games.contains(game) { return false }
      return criteria.terms.allSatisfy { matches(term: $0, row: row) }
    }.sorted { $0.id < $1.id }
    let ordered: [LocationRow]
    switch criteria.sort {
    case .number:
      ordered = kept
    case .name:
      ordered = kept.map { (key: NaturalOrder.Key($0.displayName), row: $0) }
        .sorted { ($0.key, $0.row.id) < ($1.key, $1.row.id) }.map(\.row)
    case .pokemon:
      // The most Pokémon first; `sorted` is not stable, so ties compare by number.
      ordered = kept.sorted { ($1.pokemonCount, $0.id) < ($0.pokemonCount, $1.id) }
    }
    return criteria.reversed ? ordered.reversed() : ordered
  }
}

extension LocationCriteria: SlugCriteria {
  /// The slugs alone answer words in number order: no region, no game.
  public var needsOnlyNames: Bool { region == nil && game == nil && sort == .number }
}

// MARK: - The kind

extension Location: ReferenceKind, SluggedEntry {
  public static let entryKind = EntryKind.location

  public static func select(_ rows: [LocationRow], by criteria: LocationCriteria) throws
    -> [LocationRow]
  {
    try LocationSearch.filter(rows, by: criteria)
  }
}

/// A place is cached with its encounters as a table (`EncounterTable`): written one by
/// one, the largest place's would not fit in a cache entry.
extension Location {
  enum CodingKeys: String, CodingKey {
    case id, name, displayName, region, areas, encounters, translations
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    displayName = try container.decode(String.self, forKey: .displayName)
    region = try container.decodeIfPresent(NamedSlug.self, forKey: .region)
    areas = try container.decode([EncounterPlace].self, forKey: .areas)
    encounters = try container.decode(EncounterTable.self, forKey: .encounters).encounters
    translations = try container.decodeIfPresent([String: String].self, forKey: .translations)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(displayName, forKey: .displayName)
    try container.encodeIfPresent(region, forKey: .region)
    try container.encode(areas, forKey: .areas)
    try container.encode(EncounterTable(encounters), forKey: .encounters)
    try container.encodeIfPresent(translations, forKey: .translations)
  }
}
