import Domain

/// What a Pokémon was in older generations, from the three tables of its past values.
extension PokedexDatabase {
  /// Pokémon `id`'s past types, stats and abilities, one value per generation, oldest
  /// first, its abilities named as the card names them (`ability(_:in:)`); `nil` when it
  /// never changed, as over PokeAPI.
  static func pastValues(ofPokemon id: Int, in db: DatabaseReader) async throws -> [PokemonPastValues]? {
    try await pastValues(in: db, of: id)[id]
  }

  /// Every Pokémon's past values, by id, as `pastValues(ofPokemon:in:)` tells one's but
  /// with abilities named only, without their effects (a roster's needs): the three past
  /// tables read once each (a few hundred rows in all), or only the stats without
  /// `typesAndAbilities`, or the types and stats without `abilities`.
  static func everyPokemonsPastValues(
    in db: DatabaseReader, typesAndAbilities: Bool, abilities: Bool = true
  ) async throws -> [Int: [PokemonPastValues]] {
    try await pastValues(
      in: db, of: nil, types: typesAndAbilities, abilities: typesAndAbilities && abilities)
  }

  /// The past values of Pokémon `id` with the abilities' effects, or of every Pokémon for
  /// `nil` with the abilities named only (reading and cleaning hundreds of effects is most
  /// of the cost of reading them all); the types and the abilities only when asked.
  private static func pastValues(
    in db: DatabaseReader, of id: Int?, types: Bool = true, abilities: Bool = true
  ) async throws -> [Int: [PokemonPastValues]] {
    var past: [Int: [Int: PokemonPastValues]] = [:]
    func edit(_ row: DatabaseRow, _ change: (inout PokemonPastValues) -> Void) {
      guard let pokemon = row.int("pokemon_id"), let generation = row.int("generation_id") else { return }
      change(&past[pokemon, default: [:]][generation, default: PokemonPastValues(lastGeneration: generation)])
    }
    let only = id == nil ? "" : "WHERE pa.pokemon_id = ?"
    let arguments: [any DatabaseArgument] = id.map { [$0] } ?? []
    for row in !types ? [] : try await db.rows("""
        SELECT pa.pokemon_id, pa.generation_id, t.identifier FROM pokemon_past_types pa
        JOIN types t ON t.id = pa.type_id \(only) ORDER BY pa.pokemon_id, pa.generation_id, pa.slot
        """,
      arguments)
    {
      guard let slug = row.text("identifier") else { continue }
      edit(row) { $0.types = ($0.types ?? []) + [PokemonType(slug: slug)] }
    }
    for row in try await db.rows("""
        SELECT pa.pokemon_id, pa.generation_id, st.identifier, pa.base_stat FROM pokemon_past_stats pa
        JOIN stats st ON st.id = pa.stat_id \(only) ORDER BY pa.pokemon_id, pa.generation_id, pa.stat_id
        """,
      arguments)
    {
      guard let name = row.text("identifier"), let value = row.int("base_stat") else { continue }
      edit(row) { $0.stats = ($0.stats ?? []) + [BaseStat(name: name, value: value)] }
    }
    for row in !abilities ? [] : try await db.rows("""
        SELECT pa.pokemon_id, pa.generation_id, pa.slot, pa.is_hidden,
          \(id == nil ? abilityNameColumns : abilityColumns)
        FROM pokemon_past_abilities pa \(abilityJoins)
        \(only) ORDER BY pa.pokemon_id, pa.generation_id, pa.slot
        """,
      arguments)
    {
      guard let slot = row.int("slot") else { continue }
      let change = AbilitySlotChange(slot: slot, ability: ability(row, in: db))
      edit(row) { $0.abilities = ($0.abilities ?? []) + [change] }
    }
    return past.mapValues { byGeneration in
      byGeneration.values.sorted { $0.lastGeneration < $1.lastGeneration }
    }
  }
}
