import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The columns of the browser's rows: number, ★, name, types. Fixed for a width, so
/// columns never shift as pages arrive or the selection moves.
struct BrowserRowLayout {
  static let numberWidth = 6
  static let gap = "  "
  let width: Int
  let nameWidth: Int
  /// 0 when the types do not fit beside a readable name.
  let typesWidth: Int

  init(theme: Theme, width: Int) {
    self.width = width
    let types = 2 * theme.typeBadgeWidth + 1
    let fixed = 1 + Self.numberWidth + 3
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
      + TextLayout.padRight("Name", to: nameWidth)
    if typesWidth > 0 { text += Self.gap + "Types" }
    let room = width - TextLayout.width(text) - 2
    guard room >= 8 else { return theme.paint(text, as: .heading) }
    let title = TextLayout.truncate(title, to: room)
    return theme.paint(text, as: .heading)
      + String(repeating: " ", count: width - TextLayout.width(text) - TextLayout.width(title))
      + theme.paint(title, as: .accent)
  }

  /// A row in the theme's colours.
  func row(_ pokemon: PokemonSummary, favorite: Bool, theme: Theme) -> String {
    let parts = columns(pokemon, favorite: favorite, theme: theme)
    var line = " " + theme.paint(parts.number, as: .dim) + " "
      + (favorite ? theme.paint(theme.favoriteMark, as: .accent) : " ") + " "
      + theme.paint(parts.name, as: .name)
    if typesWidth > 0 { line += parts.namePadding + Self.gap + theme.typeBadges(pokemon.types) }
    return line
  }

  /// A row with no codes, padded to the width: the selected row, drawn in reverse.
  func plainRow(_ pokemon: PokemonSummary, favorite: Bool, theme: Theme) -> String {
    let parts = columns(pokemon, favorite: favorite, theme: theme)
    var line = " " + parts.number + " " + (favorite ? theme.favoriteMark : " ") + " "
      + parts.name
    if typesWidth > 0 {
      line += parts.namePadding + Self.gap
        + pokemon.types.map { plainBadge($0, theme: theme) }.joined(separator: " ")
    }
    return TextLayout.padRight(TextLayout.truncate(line, to: width), to: width)
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
