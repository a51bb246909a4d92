import Domain
import SQLiteNIO

/// Look-ups by a name in any language, through the `name_keys` table: one indexed read.
extension PokedexDatabase {
  /// The ids of `kind`'s entries (`move`, `ability`, `item`, `type`, `nature`) one of
  /// whose names, in any language, has `key` as its `SearchKey`; lowest first.
  func entryIDs(namedBy key: String, kind: String) async throws -> [Int] {
    try await read { db in
      try await db.ints(
        "SELECT entry_id FROM name_keys WHERE key = ? AND kind = ? ORDER BY entry_id", [key, kind])
    }
  }

  /// The Pokémon a name in any language names: a species' default Pokémon ("Glurak",
  /// "リザードン"), else the Pokémon of a form so named ("Raichu d'Alola"); `nil` for none.
  func pokemonID(namedBy key: String) async throws -> Int? {
    try await read { db in
      if let id = try await db.int("""
          SELECT p.id FROM name_keys k JOIN pokemon p ON p.species_id = k.entry_id
          WHERE k.key = ? AND k.kind = 'pokemon-species' AND p.is_default = 1
          ORDER BY p.id LIMIT 1
          """, [key])
      {
        return id
      }
      return try await db.int("""
          SELECT f.pokemon_id FROM name_keys k JOIN pokemon_forms f ON f.id = k.entry_id
          WHERE k.key = ? AND k.kind = 'pokemon-form'
          ORDER BY f.is_default DESC, f.pokemon_id LIMIT 1
          """, [key])
    }
  }
}
