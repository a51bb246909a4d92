import ArgumentParser
import Domain
import PokedexData
import Presentation

/// A kind of entry as the app shows it, declared once in its own file
/// (`Move+Commands.swift`): the subcommands that show it, the browser section that lists
/// it and where `find` looks for it. `PokeCLI`'s subcommands, the browser's sections and
/// `find`'s tables are derived from `ShownKinds.all`; where the entries come from is the
/// kind's `StoredKind` declaration in Data, read by the composition root's generic
/// `entries(of:)`, `catalog(of:)` and `listStore(of:request:)`.
protocol ShownKind {
  /// The kind of entry, for messages, hints and `find --kind`.
  static var entryKind: EntryKind { get }
  /// The kind's subcommands, in the order `pokecli --help` lists them.
  static var commands: [any ParsableCommand.Type] { get }
  /// The browser section that lists the kind; `nil` for the Pokémon, whose section is
  /// the Pokédex's own.
  static var section: BrowserSection? { get }
  /// Where the section's rows and cards come from, the cards told as in `game`
  /// (`browse --game`) where the kind changes with the games.
  static func browserSource(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> ReferenceSource?
  /// Where `find` looks for the kind's entries in the built-in data; `nil` for the
  /// Pokémon, which it finds by species and form too.
  static var foundTable: FoundTable? { get }
}

extension ShownKind {
  static var section: BrowserSection? { nil }
  static func browserSource(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> ReferenceSource?
  { nil }
  static var foundTable: FoundTable? { nil }
}

/// Every kind of entry the app shows, one line each, in the order of `pokecli --help`.
/// A new kind is one more line here.
enum ShownKinds {
  static var all: [any ShownKind.Type] {
    [
      Pokemon.self, Move.self, Ability.self, Item.self, PokemonType.self, Nature.self,
      Location.self,
    ]
  }

  /// The subcommands of every kind, in the registry's order.
  static var commands: [any ParsableCommand.Type] { all.flatMap { $0.commands } }

  /// The browser's sections, in the top line's order: the Pokédex, each kind's, then the
  /// favorites.
  static var browserSections: [BrowserSection] {
    [.pokemon] + all.compactMap { $0.section } + [.favorites]
  }

  /// What `find` searches in the built-in data besides the Pokémon.
  static var foundTables: [FoundTable] { all.compactMap { $0.foundTable } }
}

/// A stored kind shown in the browser as every stored kind is: a page of its list
/// (`ListEntries`) as rows, and an entry's card from its repository. The kind says only
/// how the browser's query reads as its criteria (a queried kind's start from
/// `QueryNarrowedCriteria.every`); its rows and cards look as its Presentation file's
/// `BrowsedRow` and `BrowsedCard` conformances say. Where its cards read their entries, in
/// the browser and in its card command, is decided here once for every stored kind.
protocol BrowsedStoredKind: ShownKind, StoredKind where Row: BrowsedRow {
  /// The criteria of the browser's query: its order, and for a kind with no query language
  /// its words, folded as the catalogs fold them.
  static func criteria(browsing query: ReferenceQuery) -> Criteria
  /// The browser's card of an entry: the entry itself when it is a `BrowsedCard`.
  static func browserCard(_ entry: Self) -> ReferenceCardContent
  /// Where the section's cards read their entries: told as in `game` for a kind that
  /// changes with the games, else as they are.
  static func browsedEntries(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> any EntryRepository<Self>
  /// Where a card command reads its entry (`CardCommand`): as it was in `game` (`--game`'s
  /// slug, if given) for a kind that changes with the games, else as it is.
  static func cardEntries(in root: CompositionRoot, game: String?) async throws
    -> any EntryRepository<Self>
}

extension BrowsedStoredKind {
  static func browsedEntries(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> any EntryRepository<Self>
  {
    try root.entries(of: Self.self)
  }

  static func cardEntries(in root: CompositionRoot, game: String?) async throws
    -> any EntryRepository<Self>
  {
    try root.entries(of: Self.self)
  }
}

extension BrowsedStoredKind where Self: ChangesWithGames {
  static func browsedEntries(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> any EntryRepository<Self>
  {
    let entries = try root.entries(of: Self.self)
    guard let game else { return entries }
    return GameEntryRepository(entries, game: game.slug, catalog: try root.gameCatalog())
  }
}

extension BrowsedStoredKind where Self: ChangesWithGames & ListsByGame {
  /// A kind that changes with the games (a move's power) reads its entries as they were
  /// in `game` (`GameEntryRepository`); today's with its lists per game in release order
  /// (`CompositionRoot.releaseOrdered`).
  static func cardEntries(in root: CompositionRoot, game: String?) async throws
    -> any EntryRepository<Self>
  {
    let entries = try root.entries(of: Self.self)
    guard let game else { return try root.releaseOrdered(entries) }
    return GameEntryRepository(entries, game: game, catalog: try root.gameCatalog())
  }
}

extension BrowsedStoredKind
where Criteria: QueryNarrowedCriteria, Criteria.Order: RawRepresentable<String> {
  /// Every entry, in the order browse's sort key names (number order by default); the
  /// words are the kind's query, which `QueriedKind.browserSource` applies.
  static func criteria(browsing query: ReferenceQuery) -> Criteria {
    var criteria = Criteria.every
    criteria.sort = query.order(criteria.sort)
    return criteria
  }
}

extension BrowsedStoredKind where Self: BrowsedCard {
  static func browserCard(_ entry: Self) -> ReferenceCardContent { ReferenceCardContent(entry) }
}

extension BrowsedStoredKind {
  /// Its storage's table.
  static var foundTable: FoundTable? { FoundTable(kind: entryKind, table: storage.table) }

  static func browserSource(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> ReferenceSource?
  {
    try storedSource(in: root, asIn: game)
  }

  /// A page of the kind's list as rows, and an entry's card from its repository, told as
  /// in `game` (`browsedEntries`).
  static func storedSource(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> ReferenceSource?
  {
    let list = ListEntries<Self>(catalog: try root.catalog(of: Self.self))
    let repository = try browsedEntries(in: root, asIn: game)
    return ReferenceSource(
      page: { query, request in
        try await list.page(criteria(browsing: query), request).map(\.browserRow)
      },
      card: { browserCard(try await repository.entry($0)) })
  }
}

extension ReferenceQuery {
  /// The words as the catalogs fold them.
  var foldedTerms: [String] {
    terms.map { NameNormalizer.slug($0) }.filter { !$0.isEmpty }
  }

  /// The order named `sort` of `Sort`, else the first.
  func order<Sort: RawRepresentable<String>>(_ first: Sort) -> Sort {
    Sort(rawValue: sort) ?? first
  }

  /// `request`'s slice of `rows` whose `names` hold every word, in the query's order.
  func slice(
    _ rows: [ReferenceRow], request: PageRequest, names: (ReferenceRow) -> [String]
  ) -> Page<ReferenceRow> {
    let terms = terms.map { SearchKey.of($0) }.filter { !$0.isEmpty }
    var kept = rows.filter { row in
      let keys = names(row).map { SearchKey.of($0) }
      return terms.allSatisfy { term in keys.contains { $0.contains(term) } }
    }
    if sort == ReferenceSort.name.name {
      kept.sort { SearchKey.of($0.displayName) < SearchKey.of($1.displayName) }
    }
    return Page.slice(of: kept, request)
  }
}
