import Foundation

/// One `import` declaration found in Swift source.
struct ImportDeclaration: Equatable, Sendable {
  /// The top-level module it imports: `Combine` for `import struct Combine.AnyPublisher`.
  var module: String
  /// The 1-based line it is on.
  var line: Int
  /// The declaration as written (attributes on an earlier line aside).
  var text: String
}

/// Finds the `import` declarations of a Swift file, in every form: plain, `@testable`,
/// `@_exported` and other attributes, access levels (`public import`), and kinded imports
/// (`import struct Module.Type`). Comments and string literals are ignored.
enum ImportScanner {
  /// Words that may come before `import` in a declaration.
  private static let accessLevels: Set<Substring> = [
    "open", "public", "package", "internal", "fileprivate", "private",
  ]
  /// Words that may come between `import` and the module path.
  private static let kinds: Set<Substring> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// Every import in `source`, in order.
  static func imports(in source: String) -> [ImportDeclaration] {
    let lines = SwiftSource.code(of: source)
      .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    return lines.enumerated().flatMap { index, line in
      line.split(separator: ";").compactMap { statement in
        module(importedBy: statement).map {
          ImportDeclaration(
            module: $0, line: index + 1,
            text: statement.trimmingCharacters(in: .whitespaces))
        }
      }
    }
  }

  /// The module `statement` imports, or nil when it is no import declaration.
  private static func module(importedBy statement: Substring) -> String? {
    var words = statement.split(whereSeparator: \.isWhitespace)[...]
    while let word = words.first, word.hasPrefix("@") || accessLevels.contains(word) {
      words.removeFirst()
    }
    guard words.popFirst() == "import" else { return nil }
    if let word = words.first, kinds.contains(word) { words.removeFirst() }
    return words.first?.split(separator: ".").first.map(String.init)
  }
}
