import BuiltInPokedexBytes
import PokedexData
import Domain
import Foundation
import Infrastructure

/// The built-in Pokédex in the object graph: under the cache's precedence, over the
/// network, for the API it was taken from only.
extension CompositionRoot {
  /// The built-in Pokédex when it stands for the API in use, else `nil`: a mirror or
  /// another `--base-url` is read as it always was.
  func builtInPokedex() throws -> BuiltInPokedex? {
    guard let pokedex = environment.builtInPokedex,
      let source = try? PokeAPIEndpoints(baseURL: pokedex.source),
      try endpoints().baseURL == source.baseURL
    else { return nil }
    return pokedex
  }

  /// The repository commands read Pokémon from: the built-in data, the cache and PokeAPI
  /// (`LayeredPokemonRepository` holds the rule), or the cache over PokeAPI alone for an
  /// API without built-in data.
  /// - Parameter game: the game whose Pokédex entry the card shows, when not the newest:
  ///   the built-in cards hold the newest entry only.
  func pokedexRepository(game: String? = nil) throws -> any PokemonRepository {
    let cache = try cachedRepository()
    guard let pokedex = try builtInPokedex() else { return cache }
    let counter = RemotePokemonRepository(
      client: environment.httpClient, endpoints: try endpoints(), retries: .standard(retries: 0))
    return LayeredPokemonRepository(
      builtIn: BuiltInPokemonRepository(pokedex: pokedex), cache: cache,
      entryGame: game.map { SafeText.clean($0) },
      newPokemonCheck: NewPokemonCheck { try await counter.pokemonCount() })
  }
}

/// The Pokédex linked into this binary.
enum EmbeddedPokedex {
  /// The data linked in by the `BuiltInPokedexBytes` target, read in place (not copied);
  /// `nil` when the build holds none or holds data of another format.
  static func open() -> BuiltInPokedex? {
    let count = built_in_pokedex_count()
    guard count > 0 else { return nil }
    let bytes = Data(
      bytesNoCopy: UnsafeMutableRawPointer(mutating: built_in_pokedex_bytes()), count: count,
      deallocator: .none)
    return try? BuiltInPokedex(bytes: bytes, compressor: ZlibCompressor())
  }
}
