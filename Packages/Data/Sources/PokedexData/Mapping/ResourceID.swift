import Domain
/// Reads the id at the end of a PokeAPI link: `/api/v2/version/39/` → 39.
package enum ResourceID {
  /// The id, or `nil` when the link ends in no number, or in one outside
  /// `PlausibleRange.id` (no PokeAPI document has id 0 or 2^62).
  package static func trailingNumber(of link: String) -> Int? {
    link.split(separator: "/").last.flatMap { Int($0) }.flatMap {
      PlausibleRange.id.contains($0) ? $0 : nil
    }
  }
}
