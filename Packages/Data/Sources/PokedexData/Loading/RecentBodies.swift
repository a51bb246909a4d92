import Foundation

/// The last few document bodies the loaders of one command fetched and decoded, so that
/// one part of a command never asks again for a document another part just read
/// (`show --moves` reads a Pokémon's `pokemon` document for its card, then for its
/// learnset).
///
/// Only bodies that decoded are kept, so a garbled answer is asked for again; the oldest
/// is forgotten first, so memory stays bounded however many documents a command reads.
/// Loads in flight are not shared: the parts that share documents run in turn.
public actor RecentBodies {
  private let capacity: Int
  private var bodies: [(url: URL, body: Data)] = []

  /// - Parameter capacity: how many bodies to keep. A PokeAPI document is at most
  ///   `HTTPClientLimits.document`; Mew's, the largest, is under 1 MiB.
  public init(capacity: Int = 4) {
    self.capacity = max(0, capacity)
  }

  func body(for url: URL) -> Data? {
    bodies.last { $0.url == url }?.body
  }

  func remember(_ body: Data, for url: URL) {
    bodies.removeAll { $0.url == url }
    bodies.append((url, body))
    if bodies.count > capacity { bodies.removeFirst(bodies.count - capacity) }
  }
}
