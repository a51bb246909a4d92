import Domain

/// What a Pokémon was in older generations, from the three tables of its past values.
extension PokedexDatabase {
  /// Pokémon `id`'s past types, stats and abilities, one value per generation, oldest
  /// first, its abilities named as the card names them (`ability(_:in:)`); `nil` when it
  /// never changed, as over PokeAPI.
  static func pastValues(ofPokemon id: Int, in db: DatabaseReader) async throws -> [PokemonPastValues]? {
    var past: [Int: PokemonPastValues] = [:]
    func edit(_ row: DatabaseRow, _ change: (inout PokemonPastValues) -> Void) {
      guard let generation = row.int("generation_id") else { return }
      change(&past[generation, default: PokemonPastValues(lastGeneration: generation)])
    }
    for row in try await db.rows("""
        SELECT pt.generation_id, t.identifier FROM pokemon_past_types pt
        JOIN types t ON t.id = pt.type_id WHERE pt.pokemon_id = ? ORDER BY pt.generation_id, pt.slot
        """,
      [id])
    {
      guard let slug = row.text("identifier") else { continue }
      edit(row) { $0.types = ($0.types ?? []) + [PokemonType(slug: slug)] }
    }
    for row in try await db.rows("""
        SELECT ps.generation_id, st.identifier, ps.base_stat FROM pokemon_past_stats ps
        JOIN stats st ON st.id = ps.stat_id WHERE ps.pokemon_id = ? ORDER BY ps.generation_id, ps.stat_id
        """,
      [id])
    {
      guard let name = row.text("identifier"), let value = row.int("base_stat") else { continue }
      edit(row) { $0.stats = ($0.stats ?? []) + [BaseStat(name: name, value: value)] }
    }
    for row in try await db.rows("""
        SELECT pa.generation_id, pa.slot, pa.is_hidden, \(abilityColumns)
        FROM pokemon_past_abilities pa \(abilityJoins)
        WHERE pa.pokemon_id = ? ORDER BY pa.generation_id, pa.slot
        """,
      [id])
    {
      guard let slot = row.int("slot") else { continue }
      let change = AbilitySlotChange(slot: slot, ability: ability(row, in: db))
      edit(row) { $0.abilities = ($0.abilities ?? []) + [change] }
    }
    return past.isEmpty ? nil : past.values.sorted { $0.lastGeneration < $1.lastGeneration }
  }
}
