/// The last few document bodies the loaders of one command fetched and decoded, so that
/// one part of a command never asks again for a document another part just read
/// (`show --moves` reads a Pokémon's `pokemon` document for its card, then for its
/// learnset).
///
/// Only bodies that decoded are kept, so a garbled answer is asked for again; the oldest
/// is forgotten first, so memory stays bounded however many documents a command reads. A
/// loader reading many documents no other part needs (every learner of a move) reads them
/// without keeping them, so they do not push out those that are shared.
/// Loads in flight are not shared: the parts that share documents run in turn.
public actor RecentBodies {
  private let capacity: Int
  private var bodies: [(url: URL, body: Data)] = []
  private var bytes = 0

  /// - Parameter capacity: how many bytes of bodies to keep, 4 MiB unless told: a move's
  ///   document and its machines' are a few kilobytes, a Pokémon's 100 KB to 1 MiB.
  public init(capacity: Int = 4 * 1024 * 1024) {
    self.capacity = max(0, capacity)
  }

  func body(for url: URL) -> Data? {
    bodies.last { $0.url == url }?.body
  }

  /// Keeps `body`, forgetting the oldest bodies until all fit; a body larger than the
  /// whole capacity is not kept.
  func remember(_ body: Data, for url: URL) {
    if let old = bodies.firstIndex(where: { $0.url == url }) {
      bytes -= bodies[old].body.count
      bodies.remove(at: old)
    }
    guard body.count <= capacity else { return }
    bodies.append((url, body))
    bytes += body.count
    while bytes > capacity, let oldest = bodies.first {
      bytes -= oldest.body.count
      bodies.removeFirst()
    }
  }
}
