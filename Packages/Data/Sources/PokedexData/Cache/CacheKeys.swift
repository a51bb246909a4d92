import Domain
/// Where each kind of cached value lives in the cache folder.
///
/// Keys are made of numbers and slugs already folded by `NameNormalizer`; a slug that is
/// not a safe key (from a strange answer) is simply not cached.
enum CacheKeys {
  /// The national list: ids and slugs.
  static var index: StorageKey { get throws { try StorageKey("index", "pokemon") } }

  /// The summary of Pokémon `id`.
  static func summary(_ id: Int) throws -> StorageKey { try StorageKey("summary", String(id)) }

  /// Everything about Pokémon `id`.
  /// Stored under "card", the name files of earlier versions carry.
  static func pokemon(_ id: Int) throws -> StorageKey { try StorageKey("card", String(id)) }

  /// Which Pokémon id a name resolves to (`giratina` → 487).
  static func name(_ slug: String) throws -> StorageKey { try StorageKey("name", slug) }

  /// The Pokémon of a type.
  static func type(_ slug: String) throws -> StorageKey { try StorageKey("type", slug) }

  /// The English names of a document read for its names: `names/item-83`,
  /// `names/pokemon-form-raichu-alola`.
  static func names(_ resource: String, _ key: String) throws -> StorageKey {
    try StorageKey("names", "\(resource)-\(key)")
  }

  /// The base stats and rarity of Pokémon `id`, for sorting and the rarity words.
  static func traits(_ id: Int) throws -> StorageKey { try StorageKey("traits", String(id)) }

  /// A table built from many documents at once, such as `lookup/types`.
  static func lookup(_ name: String) throws -> StorageKey { try StorageKey("lookup", name) }

  /// One entry of a kind other than Pokémon, under the query that found it:
  /// `move/thunderbolt`, `move/85`.
  static func entry(_ kind: EntryKind, _ query: EntryQuery) throws -> StorageKey {
    try StorageKey(kind.rawValue, query.pathComponent)
  }

  /// A Pokémon's moves in one game (`learnset/25-red`), or in its newest
  /// (`learnset/25-newest`).
  static func learnset(_ query: EntryQuery, game: String?) throws -> StorageKey {
    try StorageKey("learnset", "\(query.pathComponent)-\(game ?? "newest")")
  }

  /// Who learns a move in one game, one way or all (`learners/85-scarlet-level-up`,
  /// `learners/85-newest-all`).
  static func learners(_ move: EntryQuery, game: String?, method: String?) throws -> StorageKey {
    try StorageKey("learners", "\(move.pathComponent)-\(game ?? "newest")-\(method ?? "all")")
  }

  /// Where Pokémon `id` is met, in every game (`encounters/25`).
  static func encounters(_ id: Int) throws -> StorageKey {
    try StorageKey("encounters", String(id))
  }

  /// Every entry of a kind, kept as one value (`every/nature`, `every/type`).
  static func every(_ kind: EntryKind) throws -> StorageKey {
    try StorageKey("every", kind.rawValue)
  }

  /// Every berry's row, kept as one value (`every/berry`).
  static var berries: StorageKey { get throws { try StorageKey("every", "berry") } }

  /// The names of every entry of a kind, for the search over everything
  /// (`every/move-names`).
  static func names(of kind: EntryKind) throws -> StorageKey {
    try StorageKey("every", kind.rawValue + "-names")
  }

  /// The members of a regional Pokédex, with their numbers there (`pokedex/paldea`).
  static func pokedex(_ slug: String) throws -> StorageKey {
    try StorageKey("pokedex", slug)
  }

  /// The first parts of every key the cache writes: each kind of entry's own, besides.
  static let kinds: Set<String> = Set([
    "index", "summary", "card", "name", "type", "generation", "names", "traits", "sprite",
    "lookup", "learnset", "learners", "every", "pokedex", "encounters",
  ]).union(EntryKind.allCases.map(\.rawValue)).union(EntryKind.allCases.map { $0.rawValue + "-row" })

  /// The cropped pixels of Pokémon `id`'s sprite in `variant` (`sprite/25-shiny`).
  static func sprite(_ id: Int, _ variant: SpriteVariant) throws -> StorageKey {
    try StorageKey("sprite", "\(id)-\(variant.key)")
  }

  /// Whether `parts` name something the cache wrote (`card/25`), so that only such files
  /// are ever counted or removed, whatever else shares the folder.
  static func isCacheEntry(_ parts: ArraySlice<String>) -> Bool {
    parts.count == 2 && parts.first.map(kinds.contains) == true
  }

  /// Entry `id` of `kind` as a list's row shows it (`move-row/85`), read over another API.
  static func row(_ kind: EntryKind, _ id: Int) throws -> StorageKey {
    try StorageKey(kind.rawValue + "-row", String(id))
  }

  /// The species a generation introduced.
  static func generation(_ number: Int) throws -> StorageKey {
    try StorageKey("generation", String(number))
  }
}
