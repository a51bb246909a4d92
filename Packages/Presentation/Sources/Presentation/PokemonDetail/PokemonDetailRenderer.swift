import Domain
/// Turns the card's state into text.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up; sections stack top to bottom so the card reads the same at 40 and at 120.
public enum PokemonDetailRenderer {
  /// The text for `state`, ending in a newline.
  /// - Parameters:
  ///   - showsTitle: whether the card starts with the number, name and types; a screen
  ///     with a header of its own that says them passes `false`.
  ///   - naturalSprite: whether the sprite may take its full size beside the header when
  ///     the width allows; a screen of fixed height passes `false` for the compact one.
  ///   - spriteRoom: the lines a screen of fixed height leaves the sprite beside the
  ///     header, kept while it loads; fewer than 4 leave it out.
  public static func render(
    _ state: PokemonDetail.State, theme: Theme, width: Int, hints: any Hints = NoHints(),
    showsTitle: Bool = true, naturalSprite: Bool = true, spriteRoom: Int? = nil
  ) -> String {
    let width = max(20, width)
    let lines: [String]
    switch state.status {
    case .idle, .loading:
      lines = ["loading \(describe(state.query))…"]
    case .failed(let error):
      let reason = error.message(hints: hints)
      lines = TextLayout.wrap("could not load \(describe(state.query)): \(reason)",
        width: width).map { theme.paint($0, as: .error) }
    case .loaded(let pokemon):
      let card = PokemonDetailSections(
        pokemon: pokemon, game: state.game, isFavorite: state.isFavorite, units: state.units,
        theme: theme, width: width, hints: hints, sprite: state.sprite.value,
        showsTitle: showsTitle, naturalSprite: naturalSprite, spriteRoom: spriteRoom,
        spritePending: state.sprite.isLoading)
      lines = card.all
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `Pokémon #25` or `"pikachu"`, for loading and failure lines.
  static func describe(_ query: EntryQuery) -> String {
    switch query {
    case .number(let number): return "Pokémon #\(number)"
    case .name(let name): return "\"\(name)\""
    }
  }
}
