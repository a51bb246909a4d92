import Domain
import Foundation

/// A `PokemonRepository` over a handful of Pokémon in memory that counts what it is asked
/// and can be told to fail like an unreachable PokeAPI: the remote side of cache tests.
public final class InMemoryPokemonRepository: PokemonRepository, @unchecked Sendable {
  private let lock = NSLock()
  private let cards: [Pokemon]
  private let generations: [Int: [Int]]
  private var calls: [String] = []
  /// When set, every call fails with this error.
  public var failure: PokedexError?
  /// The Pokémon whose details and summaries fail, as a failing server's would.
  public var failingIDs: Set<Int> = []

  /// A repository holding `cards`, in national order.
  public init(cards: [Pokemon], generations: [Int: [Int]] = [:]) {
    self.cards = cards.sorted { $0.summary.id < $1.summary.id }
    self.generations = generations
  }

  /// Every call made, such as `"pokemon 25"` or `"summaries 1,2"`.
  public var log: [String] { lock.withLock { calls } }

  private func record(_ call: String) throws {
    try lock.withLock {
      calls.append(call)
      if let failure { throw failure }
    }
  }

  private func card(_ query: EntryQuery) throws -> Pokemon {
    let found = cards.first { card in
      switch query {
      case .number(let id): return card.summary.id == id
      case .name(let name): return card.summary.name == name
      }
    }
    guard let found else { throw PokedexError.entryNotFound(.pokemon, query, suggestions: []) }
    if lock.withLock({ failingIDs.contains(found.summary.id) }) {
      throw PokedexError.serverFailed(url: "pokemon/\(found.summary.id)", status: 500)
    }
    return found
  }

  public func pokemon(_ query: EntryQuery) async throws -> Pokemon {
    try record("pokemon \(query.pathComponent)")
    return try card(query)
  }

  public func index() async throws -> [PokemonIndexEntry] {
    try record("index")
    return cards.map { PokemonIndexEntry(id: $0.summary.id, name: $0.summary.name) }
  }

  public func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    try record("summaries " + entries.map { String($0.id) }.joined(separator: ","))
    return try entries.map { try card(.number($0.id)).summary }
  }

  public func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    try record("summary \(query.pathComponent)")
    return try card(query).summary
  }

  public func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    try record("type \(type.slug)")
    return Set(cards.filter { $0.summary.types.contains(type) }.map(\.summary.id))
  }

  public func pokemonIDs(inGeneration generation: Int) async throws -> [Int] {
    try record("generation \(generation)")
    guard let ids = generations[generation] else {
      throw PokedexError.notFound(url: "generation/\(generation)")
    }
    return ids
  }
}
