import Domain
/// Says what a favorites edit did, in a line or two:
/// `★ added Pikachu to favorites (3)`, `removed Pikachu from favorites (2)`.
public enum FavoritesEditorRenderer {
  /// The text for `state`, ending in a newline; empty until the edit is saved.
  public static func render(_ state: FavoritesEditor.State, theme: Theme, width: Int) -> String {
    guard case .loaded(let outcome) = state.status else {
      if case .failed(let error) = state.status {
        return TextLayout.wrap(error.message, width: width)
          .map { theme.paint($0, as: .error) }.joined(separator: "\n") + "\n"
      }
      return ""
    }
    let count = "(\(outcome.count))"
    var sentences: [String] = []
    if !outcome.added.isEmpty {
      sentences.append(theme.favoriteMark + " added \(names(outcome.added)) to favorites")
    }
    if !outcome.removed.isEmpty {
      sentences.append("removed \(names(outcome.removed)) from favorites")
    }
    if !outcome.unchanged.isEmpty {
      let one = outcome.unchanged.count == 1
      let already: String
      switch state.edit {
      case .remove: already = one ? "was not a favorite" : "were not favorites"
      default: already = one ? "was already a favorite" : "were already favorites"
      }
      sentences.append("\(names(outcome.unchanged)) \(already)")
    }
    let line = sentences.joined(separator: "; ") + " " + count
    var lines = TextLayout.wrap(line, width: width)
    if let first = lines.first, first.hasPrefix(theme.favoriteMark) {
      lines[0] = theme.paint(theme.favoriteMark, as: .accent) + first.dropFirst()
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "Pikachu", "Pikachu and Eevee", "Pikachu, Eevee and Mew".
  static func names(_ favorites: [Favorite]) -> String {
    let names = favorites.map(\.displayName)
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
