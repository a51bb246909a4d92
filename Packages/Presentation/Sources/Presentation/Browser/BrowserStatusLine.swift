import Domain
/// The bottom line: where the user is, the favorites, whether more is loading, the last
/// error (a favorite not saved, a page not loaded) or the search's outcome, and `? help`
/// at the right.
enum BrowserStatusLine {
  /// Whether asking again may load what failed: not for a question no source answers
  /// (a query that cannot be read, a name that names nothing, a term only the built-in
  /// data answers).
  static func retryCanHelp(_ error: PokedexError) -> Bool {
    switch error {
    case .noSuchChoice, .needsBuiltInData: return false
    default: return !error.isBadArgument
    }
  }

  /// What the line says of a list that failed to load. A query that cannot be read, or
  /// names nothing, is mended by typing, not by asking again.
  private static func alert(_ error: PokedexError) -> String {
    let message = error.message(hints: NoHints())
    return retryCanHelp(error) ? "r retries: \(message)" : message
  }

  /// `cardLines`: how many lines the loaded card in front takes, as the screen laid it out.
  static func line(_ state: Browser.State, theme: Theme, cardLines: Int?) -> String {
    let width = state.size.columns
    let help = "? help"
    let room = max(0, width - help.count - 2)
    var parts = [position(state, cardLines: cardLines)]
    let favorites = state.favorites.count
    parts.append("\(theme.favoriteMark) \(favorites)")
    let reference = state.path.isEmpty ? state.referenceList : nil
    let listLoading = reference.map { $0.status.isLoading } ?? state.shownList.status.isLoading
    if listLoading || state.card?.detail.status.isLoading == true
      || state.entryCard?.status.isLoading == true
    {
      parts.append("loading…")
    }
    if let jump = reference.map({ $0.jump }) ?? state.jump {
      parts.append("go to #" + jump)
    }
    if let reference {
      if !reference.isEditing, !reference.query.isEmpty {
        parts.append("filter \"\(reference.query)\" (Esc clears)")
      }
      if let order = reference.filterOrder {
        // The filter's sort term orders the list: `s` would change nothing seen.
        parts.append("by \(order.reversed ? "-" : "")\(order.sort.name) (filter)")
      } else if reference.section.sorts.count > 1 {
        parts.append("by \(reference.sort.name) (s)")
      }
    } else if let search = state.search, !search.isEditing, !search.terms.isEmpty {
      parts.append("filter \"\(search.query)\" (Esc clears)")
    } else if state.path.isEmpty, state.pokemonSort != .number {
      parts.append("by \(state.pokemonSort.rawValue) (s)")
    }
    var alert: String?
    if let error = state.favoriteError {
      alert = "favorite not saved: \(error.message(hints: NoHints()))"
    } else if let error = reference?.status.error {
      alert = Self.alert(error)
    } else if reference != nil {
      alert = nil
    } else if let error = state.shownList.status.error {
      alert = Self.alert(error)
    } else if let results = state.search?.results, results.foundNothing {
      alert = "no match for \"\(results.terms.joined(separator: " "))\""
        + (results.suggestions.isEmpty ? "" : "; nearest: "
          + results.suggestions.prefix(3).map { "\"\($0)\"" }.joined(separator: ", "))
    }
    let left = TextLayout.truncate(" " + parts.joined(separator: " · "), to: room)
    var line = theme.paint(left, as: .dim)
    var used = TextLayout.width(left)
    if let alert, room - used > 8 {
      let text = TextLayout.truncate(" · " + alert, to: room - used)
      line += theme.paint(text, as: .error)
      used += TextLayout.width(text)
    }
    return line + String(repeating: " ", count: max(1, width - used - help.count))
      + theme.paint(help, as: .command)
  }

  /// "42 of 1351", "line 3 of 61", or "…" before the list has said how long it is.
  private static func position(_ state: Browser.State, cardLines: Int?) -> String {
    if let card = state.entryCard, let count = cardLines {
      return "line \(card.scroll + 1) of \(count)"
    }
    if let team = state.team, let count = cardLines {
      return "line \(team.scroll + 1) of \(count)"
    }
    if let check = state.damage, let count = cardLines {
      return "line \(check.scroll + 1) of \(count)"
    }
    if let card = state.card, let count = cardLines,
      state.section != .pokemon || state.path.count > 1
    {
      return "line \(card.scroll + 1) of \(count)"
    }
    if state.path.isEmpty, let list = state.referenceList {
      guard let total = list.totalCount else { return "…" }
      guard !list.rows.isEmpty else { return "0 of \(total)" }
      return "\(min(list.cursor.selection, list.rows.count - 1) + 1) of \(total)"
    }
    if let card = state.card, let count = cardLines {
      let index = state.cursor.selection + 1
      let total = state.shownList.totalCount.map(String.init) ?? "…"
      return "\(index) of \(total) · line \(card.scroll + 1) of \(count)"
    }
    let list = state.shownList
    guard let total = list.totalCount else { return "…" }
    guard !list.rows.isEmpty else { return "0 of \(total)" }
    return "\(state.cursor.selection + 1) of \(total)"
  }
}
