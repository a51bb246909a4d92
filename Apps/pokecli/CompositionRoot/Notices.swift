import Domain
import Presentation

/// Collects what should be said on stderr after a command's answer: cache notices, and
/// anything else worth a line that did not stop the command.
final class Notices: @unchecked Sendable {
  private let lock = Lock()
  private var events: [CacheEvent] = []
  private var lines: [String] = []

  /// Records a cache event; safe from any task.
  func record(_ event: CacheEvent) {
    lock.withLock { events.append(event) }
  }

  /// Records a line to say.
  func say(_ line: String) {
    lock.withLock { lines.append(line) }
  }

  /// Records a line to say, unless it is already recorded: for what may happen once per
  /// Pokémon of a command, such as a sprite link to a host images are not taken from.
  func sayOnce(_ line: String) {
    lock.withLock { if !lines.contains(line) { lines.append(line) } }
  }

  /// Every line to write, each without the `pokecli:` prefix.
  var pending: [String] {
    lock.withLock { lines + CacheNoticeRenderer.lines(for: events) }
  }
}
