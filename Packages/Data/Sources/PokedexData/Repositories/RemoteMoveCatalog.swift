import Domain
/// Moves from PokeAPI itself, for `pokecli moves` over another API.
///
/// A page that needs only the moves' slugs (no filter but words that are not a type or a
/// class, in number order) costs the list of names (1 request, cached, shared
/// with `find`) and the page's move documents. Anything else needs every move's type,
/// class or numbers: every move's document the first time (about 940 requests), or, for
/// `--pokemon`, its moves' (the Pokémon's document names them, and pages them as the list
/// does when only names are needed). Each move is kept in the cache as
/// its row (`move-row/85`), so a later run asks nothing. The rows are named from the move
/// documents' names, in every language they speak.
public struct RemoteMoveCatalog: EntryCatalog {
  public typealias Kind = Move

  let reader: PokeAPIReader
  let names: RemoteReferenceCatalog
  let cached: CachedRows<MoveRow>

  public init(source: RemoteListSource) {
    self.reader = source.reader
    self.names = source.names
    self.cached = source.rows(of: .move) { [reader = source.reader] id in
      try await Self.row(id, reader: reader)
    }
  }

  public func page(_ criteria: MoveCriteria, _ request: PageRequest) async throws
    -> Page<MoveRow>?
  {
    guard MoveSearch.needsOnlyNames(criteria) else { return nil }
    let listed: [ReferenceHit]
    if let pokemon = criteria.pokemon {
      listed = try await moveNames(of: pokemon)
    } else {
      listed = try await names.hits(of: .move)
    }
    return try await cached.page(of: MoveSearch.filter(names: listed, by: criteria), request)
  }

  /// Every move's row, or those the criteria's Pokémon learns in any game. A game's moves
  /// would need every Pokémon's document, so a game is refused before this is asked.
  public func rows(for criteria: MoveCriteria) async throws -> [MoveRow] {
    guard let pokemon = criteria.pokemon else {
      return try await cached.rows(try await names.hits(of: .move).map(\.id))
    }
    return try await cached.rows(try await moveNames(of: pokemon).map(\.id))
  }

  /// The moves `pokemon` learns in any game, from its `pokemon` document, by number and
  /// named from their slugs.
  private func moveNames(of pokemon: EntryQuery) async throws -> [ReferenceHit] {
    let document = try await reader.entryDocument(
      PokemonMovesDTO.self, of: .pokemon, kind: .pokemon, pokemon)
    var seen = Set<Int>()
    return (document.moves ?? []).compactMap { entry -> ReferenceHit? in
      guard let id = entry.move.linkedID, seen.insert(id).inserted else { return nil }
      let slug = SafeText.clean(entry.move.name)
      return ReferenceHit(
        kind: .move, id: id, name: slug, displayName: DisplayName.titleCased(slug))
    }.sorted { $0.id < $1.id }
  }

  /// Move `id`'s row, from its document.
  private static func row(_ id: Int, reader: PokeAPIReader) async throws -> MoveRow {
    let document = try await reader.loader.load(
      MoveDTO.self, from: reader.endpoints.document(.move, id))
    let move = document.toDomain(id: id, machineItems: [:])
    var row = MoveRow(
      move: MoveSummary(
        id: move.id, name: move.name, displayName: move.displayName, type: move.type,
        damageClass: move.damageClass, power: move.power, accuracy: move.accuracy, pp: move.pp),
      priority: move.priority, generation: move.generation)
    row.translations = move.translations?.mapValues(\.name) ?? [:]
    return row
  }
}
