import ArgumentParser
import Domain

/// Pokémon: the list and the card; the browser's first section is the Pokédex itself.
extension Pokemon: ShownKind {
  static var entryKind: EntryKind { .pokemon }
  static var commands: [any ParsableCommand.Type] { [ListCommand.self, ShowCommand.self] }
}
