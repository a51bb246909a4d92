import PokedexData
import Synchronization

/// The openings of the built-in database one composition root hands out: at most two,
/// one a core, each repository given the next in turn.
///
/// Every opening is a connection of its own, whose first read parses the schema: one to
/// three milliseconds each, and `speed --game` built six (the game's check, the catalog
/// twice, the Pokémon, the chart, the roster). Two keep reads of different repositories
/// side by side (`coverage` reads the roster on one while the moves and the chart are
/// read on the other) and bound what a command pays to open them. Each is opened on its
/// first read, so a command that reads once opens once.
final class DatabaseOpenings: Sendable {
  /// How many openings a root keeps: the cores of the machines pokecli is measured on; a
  /// third would only wait for a core.
  static let most = 2

  private let handed = Mutex<(openings: [PokedexDatabase], next: Int)>(([], 0))

  /// The next opening: a new one, made by `open`, until there are `most`; then each
  /// of them in turn. `open` runs under the lock: it only makes the value, which opens
  /// the file on its first read, so it never waits on anything. Asking whether there is
  /// built-in data at all is `CompositionRoot.builtInData()`, which takes no turn.
  func next(_ open: () -> PokedexDatabase) -> PokedexDatabase {
    handed.withLock { state in
      guard state.openings.count >= Self.most else {
        let opening = open()
        state.openings.append(opening)
        return opening
      }
      let opening = state.openings[state.next]
      state.next = (state.next + 1) % state.openings.count
      return opening
    }
  }
}
