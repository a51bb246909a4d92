import Domain

// Places, as the built-in database and PokeAPI hold them: this file is the kind's one
// declaration in Data. Its storage (first) names the table and the reads below it: the
// database's SQL of one place and of every row, the reads of one place and one row over
// PokeAPI, and the `location` document. A place's encounters are read as a Pokémon's are
// (`DatabaseEncounterRepository`, `EncounterVersionDTO`), from the place's side.

extension Location: StoredKind {
  public static let storage = KindStorage<Location>(
    table: "locations", builtInEntry: { try await $0.location(id: $1) },
    builtInRows: { database, _ in try await database.locationRows() },
    remoteEntry: { try await $0.location($1) },
    remoteRow: { source in { try await source.reader.locationRow($0) } })
}

// MARK: - The built-in database

/// The `locations` table and the encounters at its areas, read as Domain's `Location`.
extension PokedexDatabase {
  /// The place numbered `id` with its areas and every encounter there; `nil` when the
  /// database has none. Three reads and the encounters' two.
  func location(id: Int) async throws -> Location? {
    try await read { db -> Location? in
      guard let row = try await db.row(Self.locationSQL, [id]),
        let slug = row.text("identifier")
      else { return nil }
      let name = row.text("name") ?? DisplayName.titleCased(slug)
      let areas = try await db.rows(Self.locationAreasSQL, [id]).compactMap { area -> EncounterPlace? in
        guard let areaSlug = area.text("identifier") else { return nil }
        return EncounterPlace(
          slug: areaSlug, location: NamedSlug(slug: slug, displayName: name),
          part: EncounterPlace.part(
            areaName: area.text("name"), slug: areaSlug, location: slug, locationName: name))
      }
      return Location(
        id: id, name: slug, displayName: name, region: Self.region(row), areas: areas,
        encounters: try await DatabaseEncounterRepository.encounters(.location(id), in: db))
    }
  }

  /// Every place as a list row, in number order: two queries for all of them.
  func locationRows() async throws -> [LocationRow] {
    try await read { db in
      var games: [Int: Set<String>] = [:]
      for row in try await db.rows(Self.locationGamesSQL) {
        guard let id = row.int("location_id"), let version = row.text("version"),
          let group = row.text("version_group")
        else { continue }
        games[id, default: []].formUnion(Encounter.slugs(naming: version, ofGroup: group))
      }
      return try await db.rows(Self.locationRowsSQL).compactMap { row -> LocationRow? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return LocationRow(
          id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
          region: Self.region(row), areaCount: row.int("areas") ?? 0,
          pokemonCount: row.int("pokemon") ?? 0, games: games[id] ?? [])
      }
    }
  }

  private static func region(_ row: DatabaseRow) -> NamedSlug? {
    row.text("region").map {
      NamedSlug(slug: $0, displayName: row.text("region_name") ?? DisplayName.titleCased($0))
    }
  }

  private static let locationColumns = """
    l.identifier, \(DatabaseEncounterRepository.name("location", "l.id")) AS name,
      r.identifier AS region, \(DatabaseEncounterRepository.name("region", "r.id")) AS region_name
    """

  private static let locationSQL = """
    SELECT \(locationColumns)
    FROM locations l LEFT JOIN regions r ON r.id = l.region_id
    WHERE l.id = ?
    """

  private static let locationAreasSQL = """
    SELECT a.identifier, \(DatabaseEncounterRepository.name("location-area", "a.id")) AS name
    FROM location_areas a WHERE a.location_id = ? ORDER BY a.id
    """

  private static let locationRowsSQL = """
    SELECT l.id, \(locationColumns),
      c.areas, c.pokemon
    FROM locations l LEFT JOIN regions r ON r.id = l.region_id
    LEFT JOIN place_counts c ON c.location_id = l.id
    ORDER BY l.id
    """

  /// Each place with the games (and their groups) Pokémon are met there in, as the build
  /// derived them from the encounters (`place_games`).
  private static let locationGamesSQL = """
    SELECT p.location_id, v.identifier AS version, g.identifier AS version_group
    FROM place_games p
    JOIN versions v ON v.id = p.version_id
    JOIN version_groups g ON g.id = v.version_group_id
    """
}

// MARK: - PokeAPI

/// Places from PokeAPI itself: the `location` document names the place and its areas,
/// each area's `location-area` document the Pokémon met there per game, and the games
/// are read as a Pokémon's encounters read them (`RemoteEncounterNames`). The Pokémon are
/// named by their slugs title cased: a request for each would double the cost of a card.
extension PokeAPIReader {
  /// The place `query` names.
  func location(_ query: EntryQuery) async throws -> Location {
    let place = try await entryDocument(LocationDTO.self, of: .location, kind: .location, query)
      .document
    return try await location(place, id: place.id)
  }

  /// Place `id`'s row, from its documents.
  func locationRow(_ id: Int) async throws -> LocationRow {
    let place = try await location(document(LocationDTO.self, of: .location, id: id), id: id)
    var row = LocationRow(
      id: id, name: place.name, displayName: place.displayName, region: place.region,
      areaCount: place.areas.count, pokemonCount: place.pokemon.count,
      games: Set(place.encounters.flatMap {
        Encounter.slugs(naming: $0.game.slug, ofGroup: $0.group)
      }))
    row.translations = place.translations
    return row
  }

  private func location(_ document: LocationDTO, id: Int) async throws -> Location {
    let name = document.names?.name(in: "en").map { SafeText.clean($0) }
      ?? DisplayName.titleCased(SafeText.clean(document.name))
    let location = NamedSlug(slug: SafeText.clean(document.name), displayName: name)
    var names = RemoteEncounterNames(reader: self)
    var areas: [EncounterPlace] = []
    var encounters: [Encounter] = []
    for link in document.areas ?? [] {
      guard let areaID = link.linkedID else { continue }
      let area = try await self.document(LocationAreaDTO.self, of: .locationArea, id: areaID)
      let place = RemoteEncounterNames.place(area: area.name, names: area.names, of: location)
      areas.append(place)
      for met in area.pokemonEncounters ?? [] {
        guard let pokemonID = met.pokemon.linkedID else { continue }
        let slug = SafeText.clean(met.pokemon.name)
        let pokemon = MetPokemon(id: pokemonID, name: slug, displayName: DisplayName.titleCased(slug))
        for var encounter in try await names.encounters(met.versionDetails ?? [], at: place) {
          encounter.pokemon = pokemon
          encounters.append(encounter)
        }
      }
    }
    var place = Location(
      id: id, name: location.slug, displayName: name,
      region: document.region.map(RemoteEncounterNames.named), areas: areas,
      encounters: names.inReleaseOrder(encounters))
    place = place.translated(into: (document.names?.languages ?? []).sorted()) { language in
      var worded = place
      worded.displayName = document.names?.name(in: language).map { SafeText.clean($0) } ?? name
      return worded
    }
    return place
  }
}

// MARK: - The document

/// The fields of a `location` document pokecli reads: a place, its region, its names and
/// its parts.
package struct LocationDTO: Decodable, Sendable {
  /// PokeAPI's id of the place.
  package let id: Int
  /// The place's slug, such as `canalave-city`.
  package let name: String
  /// The region it lies in; PokeAPI leaves some places without one.
  package let region: NamedAPIResourceDTO?
  /// The place's name in each language.
  package let names: [LocalizedNameDTO]?
  /// Its parts, each a `location-area` document.
  package let areas: [NamedAPIResourceDTO]?
}
