/// What a cache entry holds, so that a notice or an offline failure can say what is
/// old or missing, and how to fetch it, in the presentation layer's words.
public enum CacheSubject: Hashable, Sendable {
  /// The national list of ids and slugs.
  case nationalList
  /// Everything about the entry a query names (for a Pokémon, its card or its summary).
  case entry(EntryKind, EntryQuery)
  /// The sprites of Pokémon `id`.
  case sprite(Int)
  /// The summaries of these ids, as a list shows them.
  case summaries([Int])
  /// Every entry of a kind, read together: every nature, every type's chart.
  case every(EntryKind)
  /// The names of every entry of a kind, for the search over everything.
  case names(EntryKind)
  /// Every berry's facts, read together (berries are items, but their facts are in
  /// documents of their own).
  case berries
  /// The members of a regional Pokédex, by its slug.
  case pokedex(String)
  /// The species a generation introduced.
  case generation(Int)
  /// The members of a type.
  case type(PokemonType)
  /// Every group of games, in the order they came out.
  case games
  /// The encounters of Pokémon `id`: where it is met, in every game.
  case encounters(Int)
}
