import Domain
/// One kind of the built-in database's entries (moves, abilities…) behind Domain's
/// `EntryRepository`, without a request. A name is forgiving as a Pokémon's is
/// (`thunder bolt`, `willowisp`); a number the data does not hold is no entry, as a name
/// it does not know is (`BuiltInFirst` decides whether the network is asked after it).
///
/// A stored kind gives only its table and its read of one entry (`StoredKind.storage`);
/// the rest is written here once.
public struct DatabaseEntryRepository<Entry: Codable & Hashable & Sendable>: EntryRepository {
  public let kind: EntryKind
  private let slugs: @Sendable () async throws -> [(id: Int, slug: String)]
  /// The entry whose slug is the one given, else whose slug without hyphens is its
  /// compact form (`thunder bolt`, `willowisp`): one read, not every slug.
  private let slugged: @Sendable (_ slug: String, _ compact: String) async throws -> Int?
  private let read: @Sendable (Int) async throws -> Entry?
  /// One entry's name without the rest of it (`EntryNameRepository`).
  private let readName: @Sendable (Int) async throws -> NamedSlug?
  private let namedBy: @Sendable (String) async throws -> Int?
  private let closestNames: @Sendable (String) async throws -> [String]

  init(
    kind: EntryKind, slugs: @escaping @Sendable () async throws -> [(id: Int, slug: String)],
    slugged: @escaping @Sendable (_ slug: String, _ compact: String) async throws -> Int?,
    read: @escaping @Sendable (Int) async throws -> Entry?,
    readName: @escaping @Sendable (Int) async throws -> NamedSlug?,
    namedBy: @escaping @Sendable (String) async throws -> Int? = { _ in nil },
    closestNames: @escaping @Sendable (String) async throws -> [String] = { _ in [] }
  ) {
    self.kind = kind
    self.slugs = slugs
    self.slugged = slugged
    self.read = read
    self.readName = readName
    self.namedBy = namedBy
    self.closestNames = closestNames
  }

  public func entry(_ query: EntryQuery) async throws -> Entry {
    try await found(query, read: read)
  }

  /// What `read` gives for the entry `query` names: a number is the entry's id; a name is
  /// its slug, its compact form, or one of its names in any language (`SearchKey`).
  /// - Throws: `entryNotFound` with the closest names when no entry bears the name.
  private func found<Value>(
    _ query: EntryQuery, read: @Sendable (Int) async throws -> Value?
  ) async throws -> Value {
    switch query {
    case .number(let id):
      guard let value = try await read(id) else {
        throw PokedexError.entryNotFound(kind, query, suggestions: [])
      }
      return value
    case .name(let slug):
      // A name in another script is no slug: only its key can match.
      if query.isForeignName {
        guard let id = try await namedBy(slug), let value = try await read(id) else {
          // Suggested in the script typed.
          throw PokedexError.entryNotFound(kind, query, suggestions: try await closestNames(slug))
        }
        return value
      }
      var id = try await slugged(slug, NameNormalizer.compact(slug))
      if id == nil { id = try await namedBy(SearchKey.of(slug)) }
      guard let id, let value = try await read(id) else {
        // Every slug is read only for a name no entry bears: for the suggestions.
        let names = try await slugs()
        var suggestions = NameSuggestions.closest(to: slug, in: names.map(\.slug))
        if suggestions.isEmpty {
          // No slug is close: a name in another language may be (tonnere gets Tonnerre).
          suggestions = try await closestNames(SearchKey.of(slug))
        }
        throw PokedexError.entryNotFound(kind, query, suggestions: suggestions)
      }
      return value
    }
  }
}

/// A stored kind's names from one row each, found as its entries are.
extension DatabaseEntryRepository: EntryNameRepository where Entry: StoredKind {
  public func name(_ query: EntryQuery) async throws -> NamedSlug {
    try await found(query, read: readName)
  }
}

extension DatabaseEntryRepository where Entry: StoredKind {
  /// The built-in entries of a stored kind, read as its `storage` says.
  public init(database: PokedexDatabase) {
    self.init(database: database) { try await Entry.storage.builtInEntry(database, $0) }
  }

  /// The built-in entries of a stored kind, each read by `read` (part of it, for a
  /// battle: `Move.builtInBattleEntries`), found as its `storage` says.
  init(database: PokedexDatabase, read: @escaping @Sendable (Int) async throws -> Entry?) {
    let storage = Entry.storage
    let kind = Entry.entryKind.rawValue
    self.init(
      kind: Entry.entryKind, slugs: { try await database.slugs(in: storage.table) },
      slugged: { try await database.id(in: storage.table, slug: $0, compact: $1) },
      read: read,
      readName: { try await database.name(in: storage.table, kind: kind, id: $0) },
      namedBy: { try await database.entryIDs(namedBy: $0, kind: kind).first },
      closestNames: { try await database.closestNames(to: $0, kinds: [kind]) })
  }
}

/// The built-in moves.
public typealias DatabaseMoveRepository = DatabaseEntryRepository<Move>
/// The built-in abilities.
public typealias DatabaseAbilityRepository = DatabaseEntryRepository<Ability>
/// The built-in items, berries included.
public typealias DatabaseItemRepository = DatabaseEntryRepository<Item>
