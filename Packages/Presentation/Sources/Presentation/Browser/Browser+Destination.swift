import Domain

/// What the browser asks of a screen on its path, whatever kind it is.
extension Browser.Destination {
  /// Whether it is an entry card (not a Pokémon's).
  var isEntry: Bool {
    if case .entry = self { return true }
    return false
  }

  /// The screen as it is kept while its section is not shown: what it was loading set
  /// back to not asked, to be asked again when it is in front once more.
  var parked: Browser.Destination {
    switch self {
    case .entry(var card):
      if card.status.isLoading { card.status = .idle }
      return .entry(card)
    case .card(var card):
      if card.detail.status.isLoading || card.detail.sprite.isLoading {
        card.detail.status = .idle
        card.detail.sprite = .idle
      }
      card.inPlace = card.inPlace?.parked
      return .card(card)
    case .team(var team):
      if team.status.isLoading { team.status = .idle }
      return .team(team)
    case .damage(var check):
      if check.status.isLoading { check.status = .idle }
      return .damage(check)
    }
  }
}
