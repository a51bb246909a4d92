import Foundation

/// What a cache can tell of itself without loading anything: whether a Pokémon's full
/// details are stored and fresh, so that prefetching can skip it at no cost.
public protocol PokemonCacheStatus: Sendable {
  /// Whether the Pokémon `id` is cached and fresh.
  func holdsFresh(pokemon id: Int) -> Bool
}
