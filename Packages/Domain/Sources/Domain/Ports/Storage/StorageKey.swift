/// The name of one stored document, as a relative path of safe parts: `card/25`,
/// `favorites`.
///
/// Every part is made only of `a-z`, `0-9`, `-` and `_` and starts with a letter or a
/// digit, so no key can name `..`, an absolute path, a hidden file or a path separator:
/// whatever a user types or a server answers, a key stays inside its store's folder.
public struct StorageKey: Hashable, Sendable, CustomStringConvertible {
  /// The parts of the path, such as `["card", "25"]`.
  public let parts: [String]

  /// Why some text cannot be a key.
  public struct Invalid: Error, Hashable, Sendable {
    /// The refused text, its parts joined with `/`.
    public let text: String
  }

  /// The longest part accepted; far longer than any PokeAPI slug.
  public static let maximumPartLength = 100

  /// A key of `parts`, each checked.
  /// - Throws: `Invalid` when a part is empty, too long, or has another character.
  public init(_ parts: String...) throws(Invalid) {
    try self.init(parts: parts)
  }

  /// A key of `parts`, each checked.
  public init(parts: [String]) throws(Invalid) {
    guard !parts.isEmpty, parts.allSatisfy(Self.isSafe) else {
      throw Invalid(text: parts.joined(separator: "/"))
    }
    self.parts = parts
  }

  /// Whether `part` can be one part of a key.
  public static func isSafe(_ part: String) -> Bool {
    guard let first = part.unicodeScalars.first, part.count <= maximumPartLength else {
      return false
    }
    let allowed = { (scalar: Unicode.Scalar) -> Bool in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        || scalar == "_"
    }
    return allowed(first) && first != "-" && first != "_" && part.unicodeScalars.allSatisfy(allowed)
  }

  /// `card/25`.
  public var description: String { parts.joined(separator: "/") }
}
