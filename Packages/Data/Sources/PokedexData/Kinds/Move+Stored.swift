import Domain

/// Moves; a list of them is narrowed by game and Pokémon in the database's query.
extension Move: StoredKind {
  public static let storage = KindStorage<Move>(
    table: "moves", builtInEntry: { try await $0.move(id: $1) },
    builtInRows: { try await $0.moveRows(for: $1) },
    remoteEntry: { try await $0.move($1) },
    remoteRow: { source in { try await source.reader.moveRow($0) } },
    // Over PokeAPI a Pokémon's moves are named by its own document; a game's would need
    // every Pokémon's, so a game is refused before this is asked.
    remoteSlugs: { source, criteria in
      guard let pokemon = criteria.pokemon else { return try await source.names.hits(of: .move) }
      return try await source.reader.movesLearned(by: pokemon)
    })
}
