import Domain
/// `pokecli ability`: an ability's card.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns up.
public struct AbilityCard: Screen {
  /// The ability.
  public var ability: Ability
  /// The game whose description the card shows (a game or a group slug: `ruby`,
  /// `scarlet-violet`); else the newest.
  public var game: String?

  public init(ability: Ability, game: String? = nil) {
    self.ability = ability
    self.game = game
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    AbilityCardSections.sections(ability, game: game, theme: theme, width: max(20, width))
      .joined(separator: "\n") + "\n"
  }

  public func document(hints: any Hints) -> any Encodable {
    AbilityJSON.card(ability, game: game)
  }
}
