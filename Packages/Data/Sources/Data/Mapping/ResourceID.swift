import Foundation

/// Reads the id at the end of a PokeAPI link: `/api/v2/version/39/` → 39.
enum ResourceID {
  static func trailingNumber(of link: String) -> Int? {
    link.split(separator: "/").last.flatMap { Int($0) }
  }
}
