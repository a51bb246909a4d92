/// A Pokémon or a move asked for as in a game that came before it: its species came later
/// (Garchomp in Red), or only its form (Alolan Raichu in Red, Partner Eevee in Ultra Sun),
/// or the move did (Dragon Claw in Red).
public struct NotYetInGame: Error, Equatable, Sendable {
  /// The display name of the Pokémon or the move.
  public var name: String
  /// The game asked for.
  public var game: String
  /// The generation that introduced the Pokémon, after the game's; `nil` when a form's
  /// group does not say.
  public var introducedIn: Int?
  /// The group of games that introduced its form, when only the form came later.
  public var introducedWith: String?
  /// The games that have an entry, newest last; empty for a form (the entries are its
  /// species').
  public var gamesWithEntry: [String] = []
}

extension Pokemon {
  /// Why it was not in `game` yet, the game asked for and told in `asIn`; `nil` when it
  /// was, or when no game is told. The species is asked first (its generation), then the
  /// form it is (`PokemonForm.cameAfter`).
  public func notYet(in game: String) -> NotYetInGame? {
    guard let shown = asIn else { return nil }
    let name = summary.displayName
    if let introduced = generation, shown.predates(generation: introduced) {
      return NotYetInGame(
        name: name, game: game, introducedIn: introduced,
        gamesWithEntry: pokedexEntries.map(\.game))
    }
    guard let form = forms.first(where: { $0.name == summary.name }),
      form.cameAfter(shown), let group = form.introducedIn
    else { return nil }
    return NotYetInGame(
      name: name, game: game, introducedIn: group.generation, introducedWith: group.slug)
  }
}
