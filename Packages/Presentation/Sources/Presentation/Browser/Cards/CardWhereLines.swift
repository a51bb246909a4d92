import Domain

/// What a Pokémon's card shows in its place with `w`: where it is met in the wild, as
/// `pokecli where` says it (in the browser's game, or every game), above the links to
/// the places it names.
enum CardWhereLines {
  static func lines(_ whereabouts: LoadStatus<Whereabouts>, theme: Theme, width: Int) -> [String] {
    let room = max(20, width - 1)
    let inGame = theme.inGame(whereabouts.value?.game)
    var lines = TextLayout.wrap(
      "Where it is met in the wild\(inGame) (w: back to the card)", width: room
    ).map { theme.paint($0, as: .heading) }
    if let whereabouts = whereabouts.value {
      lines += Whereabouts.body(whereabouts, theme: theme, width: room, leads: false)
    } else {
      lines += whereabouts.pendingLines("where it is met", theme: theme, width: room) ?? []
    }
    return lines.map { $0.isEmpty ? $0 : " " + $0 }
  }
}
