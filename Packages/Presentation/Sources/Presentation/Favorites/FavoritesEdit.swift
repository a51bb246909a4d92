import Domain
/// `pokecli favorite` and `favorites add|remove`: what an edit of the favorites did, in a
/// line or two (`★ added Pikachu to favorites (3)`, `removed Pikachu from favorites (2)`);
/// as JSON, who was added, removed or left as they were, and how many favorites there are.
public struct FavoritesEdit: Screen {
  /// The change the user asked for.
  public var edit: EditFavorites.Edit
  /// What it did.
  public var outcome: EditFavorites.Outcome

  public init(edit: EditFavorites.Edit, outcome: EditFavorites.Outcome) {
    self.edit = edit
    self.outcome = outcome
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let count = "(\(outcome.count))"
    var sentences: [String] = []
    if !outcome.added.isEmpty {
      sentences.append(theme.favoriteMark + " added \(Self.names(outcome.added)) to favorites")
    }
    if !outcome.removed.isEmpty {
      sentences.append("removed \(Self.names(outcome.removed)) from favorites")
    }
    if !outcome.unchanged.isEmpty {
      let one = outcome.unchanged.count == 1
      let already: String
      switch edit {
      case .remove: already = one ? "was not a favorite" : "were not favorites"
      default: already = one ? "was already a favorite" : "were already favorites"
      }
      sentences.append("\(Self.names(outcome.unchanged)) \(already)")
    }
    let line = sentences.joined(separator: "; ") + " " + count
    var lines = TextLayout.wrap(line, width: width)
    if let first = lines.first, first.hasPrefix(theme.favoriteMark) {
      lines[0] = theme.paint(theme.favoriteMark, as: .accent) + first.dropFirst()
    }
    return lines.joined(separator: "\n") + "\n"
  }

  public func document(hints: any Hints) -> any Encodable {
    func pokemon(_ favorites: [Favorite]) -> [JSONObject] {
      favorites.map { .entry($0.id, $0.name, $0.displayName) }
    }
    return [
      "added": pokemon(outcome.added), "removed": pokemon(outcome.removed),
      "unchanged": pokemon(outcome.unchanged), "count": outcome.count,
    ] as JSONObject
  }

  /// "Pikachu", "Pikachu and Eevee", "Pikachu, Eevee and Mew".
  static func names(_ favorites: [Favorite]) -> String {
    let names = favorites.map(\.displayName)
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
