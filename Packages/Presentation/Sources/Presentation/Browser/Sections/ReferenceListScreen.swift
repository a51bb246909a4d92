import Domain
/// A section's list on the browser's screen: the headings (the sorted one marked), the
/// rows in view with the selected one in reverse, the row after the last (loading, a
/// failure, or why there are none) and the query line while it is open.
enum ReferenceListScreen {
  static let gap = "  "

  /// The lines below the top line: `height` at most.
  static func lines(_ list: ReferenceList.State, theme: Theme, width: Int, height: Int)
    -> [String]
  {
    let layout = Layout(section: list.section, theme: theme, width: width)
    let reversed = list.filterOrder?.reversed == true
    var lines = [layout.header(sortedBy: list.sort, reversed: reversed, theme: theme)]
    let cursor = ReferenceList.visible(list.cursor, in: list)
    var rowsLeft = list.visibleRows
    if list.rows.isEmpty, case .loaded = list.status {
      // Why there are none, whole: wrapped over as many rows as the screen has.
      let reason = TextLayout.wrap(trailingText(list), width: max(1, width - 1))
        .prefix(rowsLeft).map { " " + theme.paint($0, as: .dim) }
      lines += reason
      rowsLeft -= reason.count
    }
    for index in cursor.top..<(cursor.top + max(0, rowsLeft)) {
      if list.rows.isEmpty, case .loaded = list.status {
        lines.append("")
      } else if list.rows.indices.contains(index) {
        let row = list.rows[index]
        lines.append(index == cursor.selection
          ? theme.selected(TextLayout.padRight(layout.row(row, theme: theme, plain: true), to: width))
          : layout.row(row, theme: theme, plain: false))
      } else if index == list.rows.count, list.status.value == nil {
        // Loading, or the failure with its retry.
        let text = TextLayout.truncate(" " + trailingText(list), to: width)
        lines.append(index == cursor.selection && !list.rows.isEmpty
          ? theme.selected(TextLayout.padRight(text, to: width))
          : theme.paint(text, as: list.status.error == nil ? .dim : .error))
      } else {
        lines.append("")
      }
    }
    if list.isEditing {
      lines.append(theme.paint("Search: ", as: .command) + list.query + "█")
    }
    return Array(lines.prefix(height))
  }

  /// The row after the last: loading, a failure with its retry, or why there are none.
  static func trailingText(_ list: ReferenceList.State) -> String {
    switch list.status {
    case .idle, .loading: return "loading…"
    case .failed(let error): return "could not load more (r to retry): \(error.message(hints: NoHints()))"
    case .loaded:
      let noun = list.section == .favorites ? "favorite" : list.section.kind.noun
      if list.query.isEmpty {
        guard list.section == .favorites else { return "no \(noun) to show" }
        return list.isNarrowed
          ? "none of your favorites matches these filters"
          : "no favorites yet: press f on a Pokémon in the Pokémon section (Alt-1) to add one"
      }
      return "no \(noun) matches \"\(list.query)\""
    }
  }

  /// The columns that fit a width: number, name, then as many of the section's columns
  /// as fit, a column of the rest of the line last.
  struct Layout {
    let section: BrowserSection
    let width: Int
    let nameWidth: Int
    /// The section's columns shown, with the width each takes.
    let columns: [(index: Int, column: ReferenceColumn, width: Int)]

    init(section: BrowserSection, theme: Theme, width: Int) {
      self.section = section
      self.width = width
      let lead = 1 + 6 + 3
      let nameWidth = max(min(12, section.nameWidth), min(section.nameWidth, width - lead - 30))
      self.nameWidth = nameWidth
      var room = width - lead - nameWidth
      var shown: [(Int, ReferenceColumn, Int)] = []
      for (index, column) in section.columns.enumerated() {
        let wanted: Int
        switch column.width {
        case 0: wanted = max(1, column.badges) * (theme.typeBadgeWidth + 1) - 1
        case let fixed?: wanted = max(fixed, TextLayout.width(column.header) + 1)
        case nil: wanted = room - ReferenceListScreen.gap.count
        }
        guard column.width != nil || wanted >= 8 else { break }
        guard wanted + ReferenceListScreen.gap.count <= room else { break }
        shown.append((index, column, wanted))
        room -= wanted + ReferenceListScreen.gap.count
      }
      self.columns = shown
    }

    /// The headings, the sorted column's marked ▼ (▲ when the order is turned round).
    func header(sortedBy sort: ReferenceSort, reversed: Bool, theme: Theme) -> String {
      let mark = reversed ? "▲" : "▼"
      var text = " " + TextLayout.padRight(sort == .number ? "No." + mark : "No.", to: 6) + "   "
        + TextLayout.padRight(sort == .name ? "Name" + mark : "Name", to: nameWidth)
      for (index, column, width) in columns {
        let title = column.header + (sort.column == index ? mark : "")
        text += ReferenceListScreen.gap
          + (column.alignsRight ? TextLayout.padLeft(title, to: width)
            : TextLayout.padRight(title, to: width))
      }
      return theme.paint(TextLayout.truncate(text, to: width), as: .heading)
    }

    /// A row: in the theme's colours, or `plain` (no codes) for the selected one.
    func row(_ row: ReferenceRow, theme: Theme, plain: Bool) -> String {
      let name = SafeText.clean(
        row.kind == .type
          ? row.types.first.map { theme.name(of: $0) } ?? row.displayName : row.displayName)
      let number = TextLayout.padRight(PokemonListRenderer.numberText(row.id), to: 6)
      let shownName = TextLayout.padRight(TextLayout.truncate(name, to: nameWidth), to: nameWidth)
      var line = " " + (plain ? number : theme.paint(number, as: .dim)) + "   "
        + (plain ? shownName : theme.paint(shownName, as: .name))
      for (index, column, width) in columns {
        let cell = row.cells.indices.contains(index) ? row.cells[index] : .text("")
        line += ReferenceListScreen.gap
          + text(of: cell, column: column, width: width, theme: theme, plain: plain)
      }
      return plain ? TextLayout.truncate(line, to: width) : line
    }

    private func text(
      of cell: ReferenceCell, column: ReferenceColumn, width: Int, theme: Theme, plain: Bool
    ) -> String {
      let words: String
      switch cell {
      case .text(let text): words = text
      case .number(let number): words = number.map(String.init) ?? "—"
      case .names(let types): words = types.map { theme.name(of: $0) }.joined(separator: " ")
      case .damageClass(let slug): words = slug.map(theme.damageClassName) ?? "—"
      case .types(let types):
        guard !plain, theme.usesColor else {
          // Where the badges would put them: centred when the theme draws badges.
          let names = types.map { type -> String in
            let name = theme.name(of: type)
            let left = theme.usesColor ? max(0, theme.typeBadgeWidth - TextLayout.width(name)) / 2 : 0
            return TextLayout.padRight(
              String(repeating: " ", count: left) + name, to: theme.typeBadgeWidth)
          }
          return TextLayout.padRight(
            TextLayout.truncate(names.joined(separator: " "), to: width), to: width)
        }
        let badges = theme.typeBadges(types)
        return badges + String(
          repeating: " ", count: max(0, width - theme.typeBadgesWidth(types)))
      }
      let cut = TextLayout.truncate(SafeText.clean(words), to: width)
      return column.alignsRight ? TextLayout.padLeft(cut, to: width)
        : TextLayout.padRight(cut, to: width)
    }
  }
}
