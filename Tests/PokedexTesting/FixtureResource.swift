import Foundation

/// A hand-written resource served as PokeAPI serves one: its list at `[resource]` (every
/// entry, one page) and each document at `[resource, id]` or `[resource, name]`.
enum FixtureResource {
  /// The document at `parts` among `entries`, each named by `key`; `nil` for a path the
  /// resource does not have.
  static func document<Entry>(
    _ parts: [String], root: String, entries: [Entry], key: (Entry) -> (id: Int, name: String),
    document: (Entry) -> Any
  ) -> Any? {
    guard let resource = parts.first else { return nil }
    switch parts.count {
    case 1:
      let results = entries.map(key).map {
        ["name": $0.name, "url": "\(root)\(resource)/\($0.id)/"]
      }
      return ["count": results.count, "next": NSNull(), "previous": NSNull(), "results": results]
        as [String: Any]
    case 2:
      return entries.first { "\(key($0).id)" == parts[1] || key($0).name == parts[1] }
        .map(document)
    default:
      return nil
    }
  }
}
