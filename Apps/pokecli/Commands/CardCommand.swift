import ArgumentParser
import Domain
import PokedexData
import Presentation

/// A command that shows the card of one entry of a reference kind (`ability`, `item`),
/// named by its one argument: the kind says where its entries come from and which card
/// shows one; checking the name, loading it and printing the card, as text or JSON, are
/// done here, once for every kind.
protocol CardCommand: RootCommand, EntryLookupCommand {
  associatedtype Entry: BrowsedStoredKind
  associatedtype Card: Screen

  var global: GlobalOptions { get }
  /// The entry's name or number, as typed.
  var name: EntryName<Entry> { get }
  var options: CardOptions { get }

  /// The card of `entry`, its description from `game` when there is one.
  @MainActor static func screen(of entry: Entry, game: String?) -> Card
}

extension CardCommand where Entry: CardShown, Card == EntryCard<Entry> {
  /// A kind whose card is the one entry card shows it so.
  @MainActor static func screen(of entry: Entry, game: String?) -> Card {
    EntryCard(entry, game: game)
  }
}

/// The card command of a kind that asks nothing more of it than the entry's name and the
/// card's options (`ability`, `item`, `location`): the kind gives the command's name and
/// help; what the command does is `CardCommand`'s, as for every card.
struct KindCardCommand<Entry: PlainCardKind>: CardCommand {
  static var configuration: CommandConfiguration { Entry.cardCommand }

  @OptionGroup var global: GlobalOptions

  @OptionGroup var name: EntryName<Entry>

  @OptionGroup var options: CardOptions

  typealias Card = EntryCard<Entry>
}

/// A kind whose card command is `KindCardCommand`: its name and help.
protocol PlainCardKind: BrowsedStoredKind, CardShown {
  static var cardCommand: CommandConfiguration { get }
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
    let entries = try await Entry.cardEntries(in: root, game: game)
    let shown = try await card(
      of: typed, from: entries, json: options.output.json, root: root, in: environment
    ) { Self.screen(of: $0, game: game) }
    return (shown.printout, shown.entry, game)
  }
}
