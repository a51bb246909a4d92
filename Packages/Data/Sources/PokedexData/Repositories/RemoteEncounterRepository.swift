import Domain

/// PokeAPI's encounters of a Pokémon behind Domain's `EncounterRepository`: its
/// `pokemon/{id}/encounters` document names the areas and the games, each area's
/// `location-area` document its place (and that place's `location` document its name),
/// each game's `version` document its group, and each group's `version-group` document
/// its generation and place in release order. One command reads each of them once
/// (`RemoteEncounterNames`); Magikarp, met in hundreds of areas, costs as many requests.
public struct RemoteEncounterRepository: EncounterRepository {
  let reader: PokeAPIReader

  public init(reader: PokeAPIReader) {
    self.reader = reader
  }

  public func encounters(ofPokemon pokemon: Int) async throws -> [Encounter] {
    let url = reader.endpoints.url(path: "pokemon/\(pokemon)/encounters/")
    let areas = try await reader.loader.load([PokemonEncountersDTO].self, from: url)
    var names = RemoteEncounterNames(reader: reader)
    var rows: [Encounter] = []
    for area in areas {
      guard let areaID = area.locationArea.linkedID else { continue }
      let place = try await names.place(ofArea: areaID)
      rows += try await names.encounters(area.versionDetails ?? [], at: place)
    }
    return names.inReleaseOrder(rows)
  }
}

/// The names and orders encounters read over PokeAPI need, each document read once a
/// command: the games' groups and generations, the places of areas. The ways and the
/// conditions are named by their slugs title cased: a document each would double the
/// cost, for a name the slug already says ("Old Rod", "Time Night").
struct RemoteEncounterNames {
  let reader: PokeAPIReader
  private var games: [Int: RemoteGame] = [:]
  private var groups: [Int: (order: Int, generation: Int?)] = [:]
  private var places: [Int: NamedSlug] = [:]

  init(reader: PokeAPIReader) {
    self.reader = reader
  }

  /// A game as an encounter names it, with what orders it.
  struct RemoteGame {
    let game: NamedSlug
    let group: String
    let generation: Int?
    let order: (group: Int, version: Int)
  }

  /// The part of a place area `id` is, its place named by the place's own document.
  mutating func place(ofArea id: Int) async throws -> EncounterPlace {
    let area = try await reader.document(LocationAreaPlaceDTO.self, of: .locationArea, id: id)
    guard let placeID = area.location.id else {
      // An area whose link names no place is its own place.
      let slug = SafeText.clean(area.name)
      return Self.place(
        area: area.name, names: area.names,
        of: NamedSlug(slug: slug, displayName: DisplayName.titleCased(slug)))
    }
    return Self.place(area: area.name, names: area.names, of: try await place(placeID))
  }

  /// The area slugged `area`, named `names`, as a part of the place `location`.
  static func place(area: String, names: [LocalizedNameDTO]?, of location: NamedSlug)
    -> EncounterPlace
  {
    let slug = SafeText.clean(area)
    return EncounterPlace(
      slug: slug, location: location,
      part: EncounterPlace.part(
        areaName: names?.english.map { SafeText.clean($0) }, slug: slug,
        location: location.slug, locationName: location.displayName))
  }

  private mutating func place(_ id: Int) async throws -> NamedSlug {
    if let known = places[id] { return known }
    let document = try await reader.document(LocationDTO.self, of: .location, id: id)
    let slug = SafeText.clean(document.name)
    let place = NamedSlug(
      slug: slug,
      displayName: document.names?.english.map { SafeText.clean($0) } ?? DisplayName.titleCased(slug))
    places[id] = place
    return place
  }

  /// Every slot `details` list at `place`, as Domain's encounters (one slot each).
  mutating func encounters(_ details: [EncounterVersionDTO], at place: EncounterPlace)
    async throws -> [Encounter]
  {
    var rows: [Encounter] = []
    for version in details {
      guard let id = version.version.id else { continue }
      let game = try await game(id)
      for detail in version.encounterDetails ?? [] {
        rows.append(
          Encounter(
            game: game.game, group: game.group, generation: game.generation, place: place,
            method: Self.named(detail.method), minLevel: detail.minLevel,
            maxLevel: detail.maxLevel, chance: detail.chance, slots: 1,
            conditions: (detail.conditionValues ?? []).map(Self.named)))
      }
    }
    return rows
  }

  private mutating func game(_ id: Int) async throws -> RemoteGame {
    if let known = games[id] { return known }
    let version = try await reader.document(VersionDTO.self, of: .version, id: id)
    // A version whose link names no group is ordered first, in no generation.
    let groupID = version.versionGroup.linkedID ?? 0
    if groups[groupID] == nil, let linked = version.versionGroup.linkedID {
      let group = try await reader.document(VersionGroupDTO.self, of: .versionGroup, id: linked)
      groups[linked] = (group.order, group.generation.linkedID)
    }
    let slug = SafeText.clean(version.name)
    let game = RemoteGame(
      game: NamedSlug(slug: slug, displayName: DisplayName.titleCased(slug)),
      group: SafeText.clean(version.versionGroup.name), generation: groups[groupID]?.generation,
      order: (groups[groupID]?.order ?? 0, id))
    games[id] = game
    return game
  }

  /// `rows` in release order of their games, each game's in the order read.
  func inReleaseOrder(_ rows: [Encounter]) -> [Encounter] {
    var order: [String: (Int, Int)] = [:]
    for game in games.values { order[game.game.slug] = game.order }
    return rows.enumerated()
      .map { (key: order[$0.element.game.slug] ?? (0, 0), offset: $0.offset, row: $0.element) }
      .sorted { ($0.key.0, $0.key.1, $0.offset) < ($1.key.0, $1.key.1, $1.offset) }
      .map(\.row)
  }

  /// A linked document's slug, and its name as the slug title cased.
  static func named(_ link: NamedAPIResourceDTO) -> NamedSlug {
    let slug = SafeText.clean(link.name)
    return NamedSlug(slug: slug, displayName: DisplayName.titleCased(slug))
  }
}

/// One area of a `pokemon/{id}/encounters` document: where the Pokémon is met, per game.
struct PokemonEncountersDTO: Decodable, Sendable {
  let locationArea: NamedAPIResourceDTO
  let versionDetails: [EncounterVersionDTO]?
}
