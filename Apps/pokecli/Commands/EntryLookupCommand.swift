import ArgumentParser
import Domain
import Presentation

/// A command that shows one entry of a kind by name or number (`show` for Pokémon): the
/// command a hint names for that kind. Hints find it among `PokeCLI`'s subcommands, so a
/// new kind's command says its kind here and no table of commands has to learn it.
protocol EntryLookupCommand: ParsableCommand {
  /// The kind of entry the command shows.
  static var entryKind: EntryKind { get }
}

extension PokeCLI {
  /// The name of the command that shows one entry of `kind`, if any does.
  static func lookupCommand(for kind: EntryKind) -> String? {
    configuration.subcommands
      .first { ($0 as? any EntryLookupCommand.Type)?.entryKind == kind }
      .map { $0._commandName }
  }
}

extension EntryLookupCommand {
  /// Prints the card of the entry `typed` names, read from `repository`, while a notice
  /// says it is loading: the card `screen` makes of it, as text or JSON (`--json`), or the
  /// one line of its failure (`no move named … — did you mean …`). Returns what it printed,
  /// and the entry when there was one.
  func card<Entry: Codable & Hashable & Sendable, Shown: Screen>(
    of typed: String, from repository: any EntryRepository<Entry>, json: Bool,
    root: CompositionRoot, in environment: AppEnvironment,
    screen: @escaping @MainActor (Entry) -> Shown
  ) async throws -> (printout: Printout, entry: Entry?) {
    let query = try PokemonArguments.query(typed, kind: Self.entryKind)
    let store = await root.entryStore(query: query, repository: repository)
    let printout = await WaitNotice.during(
      "loading \"\(SafeText.clean(typed))\"…", in: environment
    ) {
      await OneShotView(lookup: store, hints: root.hints(), typed: typed, screen: screen)
        .print(root.format(json: json))
    }
    return (printout, await store.state.status.value)
  }
}
