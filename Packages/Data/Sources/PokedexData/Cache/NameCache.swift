import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Keeps the English names of the documents pokecli reads only for their names (items,
/// moves, places and forms) in the cache folder, so a card that names the Thunder Stone
/// or Alolan Raichu does not fetch that document again in a later run.
///
/// There are about a hundred such documents for the whole Pokédex, and their names do not
/// change, so a cached name is used however old; a failure to read or write one only
/// costs a request.
public struct NameCache: Sendable {
  private let shelf: CacheShelf

  /// Creates a cache of names in `storage`, under `policy`'s clock.
  public init(storage: any DocumentStorage, policy: CachePolicy) {
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: { _ in })
  }

  /// The names kept for the document `resource/key` (`item/83`), if any.
  func names(_ resource: String, _ key: String) -> DocumentNames? {
    guard let storageKey = try? CacheKeys.names(resource, key) else { return nil }
    switch shelf.lookup(DocumentNames.self, storageKey) {
    case .fresh(let names), .stale(let names, _): return names
    case .missing: return nil
    }
  }

  /// Keeps `names` for the document `resource/key`.
  func keep(_ names: DocumentNames, _ resource: String, _ key: String) {
    guard let storageKey = try? CacheKeys.names(resource, key) else { return }
    shelf.put(names, storageKey)
  }
}

/// The English names of one document: its own, and a form's part of it.
struct DocumentNames: Codable, Sendable, Hashable {
  /// The full English name, such as "Thunder Stone" or "Alolan Raichu".
  var name: String?
  /// A form's own part of the name, such as "Limited Build".
  var formName: String?
}
