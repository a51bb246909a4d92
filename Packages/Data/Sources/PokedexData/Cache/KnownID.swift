import Domain
/// The id the cache takes a query to mean, and whether its document must confirm it.
///
/// A number, or a name a direct look-up resolved before, is known for sure. A name found
/// in the national list is the list's word only: a list mapping `eevee` to `/pokemon/25/`
/// would make every later `show eevee` print Pikachu. Such an id counts only once the
/// document under it bears the name the list gave, as a direct look-up checks its answer
/// (`PokeAPIReader.answer`); otherwise the name is looked up directly, or, offline, is not known.
struct KnownID: Hashable, Sendable {
  /// The id.
  let id: Int
  /// The name the national list gave it, when that is where the id came from.
  var listedName: String?

  /// Whether `summary`, read under `id`, confirms this id for the query.
  func isConfirmed(by summary: PokemonSummary) -> Bool {
    listedName.map { $0 == summary.name } ?? true
  }
}
