import Domain
/// The columns of the browser's rows: number, ★, name, types. Fixed for a width, so
/// columns never shift as pages arrive or the selection moves.
struct BrowserRowLayout {
  static let numberWidth = 6
  static let gap = "  "
  let width: Int
  let nameWidth: Int
  /// 0 when the types do not fit beside a readable name.
  let typesWidth: Int
  /// The order the rows are in, whose value (a stat, the total) has a column of its own.
  let sort: PokemonSort
  /// The width of that column; 0 when the order is not a stat's.
  let valueWidth: Int

  init(theme: Theme, width: Int, sort: PokemonSort = .number) {
    self.width = width
    self.sort = sort
    valueWidth = sort.comparesStats ? 6 : 0
    let types = 2 * theme.typeBadgeWidth + 1
    let fixed = 1 + Self.numberWidth + 3 + (valueWidth > 0 ? valueWidth + Self.gap.count : 0)
    let room = width - fixed - Self.gap.count - types
    if room >= 10 {
      nameWidth = min(room, 28)
      typesWidth = types
    } else {
      nameWidth = max(1, width - fixed)
      typesWidth = 0
    }
  }

  /// The column headings, with the list's title at the right when it fits.
  func header(title: String, theme: Theme) -> String {
    var text = " " + TextLayout.padRight("No.", to: Self.numberWidth) + "   "
      + TextLayout.padRight(sort == .name ? "Name▼" : "Name", to: nameWidth)
    if typesWidth > 0 {
      text += Self.gap + (valueWidth > 0 ? TextLayout.padRight("Types", to: typesWidth) : "Types")
    } else if valueWidth > 0 {
      text = TextLayout.padRight(text, to: 1 + Self.numberWidth + 3 + nameWidth)
    }
    if valueWidth > 0 {
      text += Self.gap + TextLayout.padLeft(Self.label(of: sort) + "▼", to: valueWidth)
    }
    let room = width - TextLayout.width(text) - 2
    guard room >= 8 else { return theme.paint(text, as: .heading) }
    let title = TextLayout.truncate(title, to: room)
    return theme.paint(text, as: .heading)
      + String(repeating: " ", count: width - TextLayout.width(text) - TextLayout.width(title))
      + theme.paint(title, as: .accent)
  }

  /// A row in the theme's colours; `value` is what it is sorted by, when that is a stat.
  func row(_ pokemon: PokemonSummary, favorite: Bool, theme: Theme, value: Int? = nil)
    -> String
  {
    let parts = columns(pokemon, favorite: favorite, theme: theme)
    var line = " " + theme.paint(parts.number, as: .dim) + " "
      + (favorite ? theme.paint(theme.favoriteMark, as: .accent) : " ") + " "
      + theme.paint(parts.name, as: .name)
    if typesWidth > 0 {
      line += parts.namePadding + Self.gap + theme.typeBadges(pokemon.types)
      if valueWidth > 0 {
        let badges = theme.typeBadgesWidth(pokemon.types)
        line += String(repeating: " ", count: max(0, typesWidth - badges)) + Self.gap
          + theme.paint(valueText(value), as: .accent)
      }
    } else if valueWidth > 0 {
      line += parts.namePadding + Self.gap + theme.paint(valueText(value), as: .accent)
    }
    return line
  }

  /// A row with no codes, padded to the width: the selected row, drawn in reverse.
  func plainRow(_ pokemon: PokemonSummary, favorite: Bool, theme: Theme, value: Int? = nil)
    -> String
  {
    let parts = columns(pokemon, favorite: favorite, theme: theme)
    var line = " " + parts.number + " " + (favorite ? theme.favoriteMark : " ") + " "
      + parts.name
    if typesWidth > 0 {
      line += parts.namePadding + Self.gap + TextLayout.padRight(
        pokemon.types.map { plainBadge($0, theme: theme) }.joined(separator: " "),
        to: valueWidth > 0 ? typesWidth : 0)
    } else if valueWidth > 0 {
      line += parts.namePadding
    }
    if valueWidth > 0 { line += Self.gap + valueText(value) }
    return TextLayout.padRight(TextLayout.truncate(line, to: width), to: width)
  }

  /// The sorted value, right-aligned; "…" until it has loaded.
  private func valueText(_ value: Int?) -> String {
    TextLayout.padLeft(value.map(String.init) ?? "…", to: valueWidth)
  }

  /// The sorted column's heading: "Total", "HP", "Atk"…
  static func label(of sort: PokemonSort) -> String {
    switch sort {
    case .number: return "No."
    case .name: return "Name"
    case .total: return "Total"
    case .hp: return "HP"
    case .attack: return "Atk"
    case .defense: return "Def"
    case .spAttack: return "SpA"
    case .spDefense: return "SpD"
    case .speed: return "Spe"
    }
  }

  /// A badge's label where the theme's badge puts it, without its colours.
  private func plainBadge(_ type: PokemonType, theme: Theme) -> String {
    let name = theme.name(of: type)
    guard theme.usesColor else { return TextLayout.padRight(name, to: theme.typeBadgeWidth) }
    let left = max(0, theme.typeBadgeWidth - TextLayout.width(name)) / 2
    return TextLayout.padRight(
      String(repeating: " ", count: left) + name, to: theme.typeBadgeWidth)
  }

  private func columns(
    _ pokemon: PokemonSummary, favorite: Bool, theme: Theme
  ) -> (number: String, name: String, namePadding: String) {
    let number = TextLayout.padRight(
      PokemonListRenderer.numberText(pokemon.id), to: Self.numberWidth)
    let name = TextLayout.truncate(pokemon.displayName, to: nameWidth)
    let padding = String(repeating: " ", count: max(0, nameWidth - TextLayout.width(name)))
    return (number, name, padding)
  }
}
