/// The `place_counts` and `place_games` tables, derived while the database is built rather
/// than committed: each place's parts and Pokémon counted (forms apart), and the games
/// Pokémon are met there in, so that the list of places (`pokecli locations`) reads a row
/// a place instead of every one of the encounter rows.
enum PlaceTables {
  /// The tables made here, which have no table file.
  static let tables: Set<String> = ["place_counts", "place_games"]

  static func fill(_ connection: Connection) throws {
    try connection.execute("""
      INSERT INTO place_counts
      SELECT l.id,
        (SELECT count(*) FROM location_areas a WHERE a.location_id = l.id),
        (SELECT count(DISTINCT e.pokemon_id) FROM location_areas a
          JOIN encounters e ON e.location_area_id = a.id WHERE a.location_id = l.id)
      FROM locations l;
      INSERT INTO place_games
      SELECT DISTINCT a.location_id, e.version_id
      FROM encounters e JOIN location_areas a ON a.id = e.location_area_id;
      """)
  }
}
