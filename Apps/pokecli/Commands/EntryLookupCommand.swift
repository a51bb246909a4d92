import ArgumentParser
import Domain

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
