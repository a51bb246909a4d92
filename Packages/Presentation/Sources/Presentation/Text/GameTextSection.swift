import Domain
/// The section of a card (a move's, an ability's) that quotes the games: the newest
/// game's description, or `game`'s, headed by the games' names.
enum GameTextSection {
  /// The heading and the text indented by `indent`, no line wider than `width`; none when
  /// there is no description at all, and a dim "none from Red" when `game` has none.
  static func lines(
    _ descriptions: [GameText], game: String?, theme: Theme, width: Int, indent: String = "  "
  ) -> [String] {
    guard let newest = descriptions.last else { return [] }
    func paragraph(_ text: String) -> [String] {
      TextLayout.wrap(text, width: max(1, width - indent.count)).map { indent + $0 }
    }
    let note = theme.englishFallbackNote(newest.isEnglishFallback, width: width - indent.count)
      .map { [indent + $0] } ?? []
    guard let game else {
      return [theme.paint(theme.gamesName(newest.game), as: .heading)] + paragraph(newest.text)
        + note
    }
    guard let chosen = GameMatch.text(in: descriptions, for: game) else {
      return [theme.paint("Description", as: .heading)]
        + paragraph("none from \(theme.gameName(game))").map { theme.paint($0, as: .dim) }
    }
    return [theme.paint(theme.gamesName(chosen.game), as: .heading)] + paragraph(chosen.text)
      + note
  }
}
