/// What a cache can tell of itself without loading anything: whether a Pokémon's full
/// details are stored and fresh, so that prefetching can skip it at no cost.
public protocol PokemonCacheStatus: Sendable {
  /// Where the cache lives, to name it when something could not be saved there.
  var location: String { get }


  /// Whether the Pokémon `id` is cached and fresh.
  func holdsFresh(pokemon id: Int) -> Bool

  /// The last failure to write to the cache, if any: why what was fetched is not there.
  var lastWriteFailure: PokedexError? { get }
}

extension PokemonCacheStatus {
  /// No failure is known.
  public var lastWriteFailure: PokedexError? { nil }
}
