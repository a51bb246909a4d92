import ArgumentParser
import Domain
import PokedexData
import Presentation

/// A command that shows the card of one entry of a reference kind (`ability`, `item`),
/// named by its one argument: the kind says where its entries come from and which card
/// shows one; checking the name, loading it and printing the card, as text or JSON, are
/// done here, once for every kind.
protocol CardCommand: RootCommand, EntryLookupCommand {
  associatedtype Entry: Codable & Hashable & Sendable & ShownKind
  associatedtype Card: Screen

  var global: GlobalOptions { get }
  /// The entry's name or number, as typed.
  var name: EntryName<Entry> { get }
  var options: CardOptions { get }

  /// Where the entries come from.
  static func repository(in root: CompositionRoot) throws -> any EntryRepository<Entry>
  /// Where the entries come from for a card of `game` (`--game`'s slug, if given): told
  /// as they were in it for a kind that changes with the games, else `repository(in:)`.
  static func repository(
    in root: CompositionRoot, game: String?
  ) async throws -> any EntryRepository<Entry>
  /// The card of `entry`, its description from `game` when there is one.
  @MainActor static func screen(of entry: Entry, game: String?) -> Card
}

extension CardCommand where Entry: CardShown, Card == EntryCard<Entry> {
  /// A kind whose card is the one entry card shows it so.
  @MainActor static func screen(of entry: Entry, game: String?) -> Card {
    EntryCard(entry, game: game)
  }
}

extension CardCommand where Entry: StoredKind {
  /// A stored kind's entries come from where every stored kind's do.
  static func repository(in root: CompositionRoot) throws -> any EntryRepository<Entry> {
    try root.entries(of: Entry.self)
  }
}

extension CardCommand {
  /// A kind whose entries are the same in every game reads them as they are.
  static func repository(
    in root: CompositionRoot, game: String?
  ) async throws -> any EntryRepository<Entry> {
    try repository(in: root)
  }
}

extension CardCommand where Entry: ChangesWithGames & ListsByGame {
  /// A kind that changes with the games (a move's power) reads its entries as they were
  /// in `game` (`GameEntryRepository`); today's with its lists per game in release order
  /// (`CompositionRoot.releaseOrdered`).
  static func repository(
    in root: CompositionRoot, game: String?
  ) async throws -> any EntryRepository<Entry> {
    let base = try repository(in: root)
    guard let game else { return try root.releaseOrdered(base) }
    return GameEntryRepository(base, game: game, catalog: try root.gameCatalog())
  }
}

extension CardCommand {
  static var entryKind: EntryKind { Entry.entryKind }

  /// The name or number as typed.
  var typed: String { name.typed }

  func validate() throws {
    _ = try PokemonArguments.query(typed, kind: Self.entryKind)
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    try environment.emit(try await showCard(root: root, in: environment).printout)
  }

  /// Loads the entry and prints its card, or the line saying why there is none; returns
  /// what it printed, the entry when there was one, and the game the card was shown for.
  func showCard(
    root: CompositionRoot, in environment: AppEnvironment
  ) async throws -> (printout: Printout, entry: Entry?, game: String?) {
    let game = try await root.game(options.game, generation: options.generation)
    let shown = try await card(
      of: typed, from: try await Self.repository(in: root, game: game), json: options.output.json,
      root: root,
      in: environment
    ) { Self.screen(of: $0, game: game) }
    return (shown.printout, shown.entry, game)
  }
}
