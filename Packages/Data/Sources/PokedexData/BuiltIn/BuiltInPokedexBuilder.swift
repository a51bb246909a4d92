import Domain
import Foundation

/// Gathers the built-in Pokédex from a PokeAPI through pokecli's own repository, so the
/// data is exactly what pokecli would show from that API.
///
/// It costs what `cache prefetch --all` costs (every Pokémon's documents), plus the type,
/// generation and species lists and each type and generation document once.
public struct BuiltInPokedexBuilder: Sendable {
  /// How many Pokémon load at once; their documents share the repository's request limit.
  public static let pokemonAtOnce = 8

  private let remote: RemotePokemonRepository

  /// Creates a builder reading the API `remote` reads.
  public init(remote: RemotePokemonRepository) {
    self.remote = remote
  }

  /// Everything the data holds, in a fixed order. `generatedOn` is given, not read from a
  /// clock, so the same answers give the same data.
  public func contents(
    generatedOn: String,
    progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) async throws -> BuiltInPokedexContents {
    let entries = try await remote.index()
    let cards = try await loadCards(entries, progress: progress)
    var typeMembers: [PokemonType: [Int]] = [:]
    for type in try await remote.catalog(.type) {
      let slug = PokemonType(slug: type.name)
      typeMembers[slug] = Array(try await remote.pokemonIDs(ofType: slug))
    }
    var generations: [Int: [Int]] = [:]
    for generation in try await remote.catalog(.generation) {
      generations[generation.id] = try await remote.speciesIDs(inGeneration: generation.id)
    }
    let slugs = Dictionary(entries.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    var speciesNames: [String: Int] = [:]
    for species in try await remote.catalog(.pokemonSpecies) where slugs[species.id] != nil {
      if slugs[species.id] != species.name { speciesNames[species.name] = species.id }
    }
    return BuiltInPokedexContents(
      generatedOn: generatedOn, source: remote.endpoints.baseURL.absoluteString, cards: cards,
      typeMembers: typeMembers, generations: generations, speciesNames: speciesNames)
  }

  /// Every Pokémon's default card, in the list's order, a few at a time.
  private func loadCards(
    _ entries: [PokemonIndexEntry],
    progress: @escaping @Sendable (Int, Int) -> Void
  ) async throws -> [Pokemon] {
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
