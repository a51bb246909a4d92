extension ExpandedFile {
  /// The names another build gives its file: `name` with its hexadecimal digits after
  /// `prefix` changed (`pokedex-1f0c….sqlite`). Nothing else matches: not a folder
  /// `pokedex-mirror.lan`, not a user's `pokedex-notes.txt`.
  struct NamePattern {
    let prefix: String
    let digits: Int
    let ending: String

    init(name: String, prefix: String) {
      let rest = name.hasPrefix(prefix) ? name.dropFirst(prefix.count) : ""
      let digits = rest.prefix { $0.isHexDigit }
      self.prefix = prefix
      self.digits = digits.count
      self.ending = String(rest.dropFirst(digits.count))
    }

    /// Whether `other` is a name of that pattern.
    func matches(_ other: String) -> Bool {
      guard digits > 0, other.hasPrefix(prefix), other.hasSuffix(ending) else { return false }
      let middle = other.dropFirst(prefix.count).dropLast(ending.count)
      return middle.count == digits && middle.allSatisfy(\.isHexDigit)
    }
  }
}
