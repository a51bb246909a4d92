import Domain
/// Every Pokémon's default card from a PokeAPI, through pokecli's own repository: the
/// generator's source for the columns that hold pokecli's own words (display names, the
/// evolution steps' conditions), so the database says exactly what a card would.
///
/// It costs what `cache prefetch --all` costs: every Pokémon's documents.
public struct DefaultCards: Sendable {
  /// How many Pokémon load at once; their documents share the repository's request limit.
  public static let pokemonAtOnce = 8

  private let remote: RemotePokemonRepository

  /// Creates a loader reading the API `remote` reads.
  public init(remote: RemotePokemonRepository) {
    self.remote = remote
  }

  /// Every Pokémon's default card, in the national list's order, a few at a time.
  public func load(
    progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) async throws -> [Pokemon] {
    let entries = try await remote.index()
    var cards: [Int: Pokemon] = [:]
    try await withThrowingTaskGroup(of: Pokemon.self) { group in
      var next = entries.makeIterator()
      func addNext() {
        guard let entry = next.next() else { return }
        group.addTask { [remote] in try await remote.pokemon(.number(entry.id)).asDefaultCard }
      }
      for _ in 0..<Self.pokemonAtOnce { addNext() }
      while let card = try await group.next() {
        cards[card.summary.id] = card
        progress(cards.count, entries.count)
        addNext()
      }
    }
    return entries.compactMap { cards[$0.id] }
  }
}

extension Pokemon {
  /// What the default card shows: only the newest English Pokédex entry is kept.
  var asDefaultCard: Pokemon {
    var card = self
    card.pokedexEntries = pokedexEntry().map { [$0] } ?? []
    return card
  }
}
