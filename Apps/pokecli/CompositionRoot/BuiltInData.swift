import PokedexData

/// The built-in data as the composition root sees it: what it is, known without opening
/// it (`--version` and `cache info` say it), and how to open it.
struct BuiltInData: Sendable {
  /// The day the data was taken from PokeAPI, `yyyy-MM-dd` (UTC).
  var generatedOn: String
  /// The API the data was taken from; it stands in for no other.
  var source: String
  /// How many Pokémon it holds.
  var pokemonCount: Int
  /// The codes of the languages it speaks (`--language`), in PokeAPI's order.
  var languages: [String] = []
  /// The database, opened on its first read: the built-in one is expanded into
  /// `cacheFolder` then, when it is not there yet. It reads names and texts in
  /// `language` (`--language`), where it has them.
  var open: @Sendable (_ cacheFolder: URL, _ language: String) -> PokedexDatabase
}
