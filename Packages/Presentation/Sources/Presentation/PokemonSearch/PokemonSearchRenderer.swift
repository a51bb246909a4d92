import Domain
/// Turns a search's state into text: the list of matches, or the line saying nothing
/// matched, with the nearest names.
public enum PokemonSearchRenderer {
  /// The text for `state`, ending in a newline.
  public static func render(
    _ state: PokemonSearch.State, theme: Theme, width: Int, hints: any Hints = NoHints()
  ) -> String {
    guard state.foundNothing else {
      return PokemonListRenderer.render(state.list, theme: theme, width: width, hints: hints)
    }
    return TextLayout.wrap(failureLine(state), width: width).joined(separator: "\n") + "\n"
  }

  /// `no Pokémon matches "bulbasuar" — did you mean "bulbasaur"?`: the line a search that
  /// found nothing prints, as every empty list does, worded and quoted as `show`'s
  /// not-found line. The words are shown as typed but for the control characters they may
  /// hold, which are never echoed.
  public static func failureLine(_ state: PokemonSearch.State) -> String {
    let shown = SafeText.clean(state.terms.joined(separator: " "))
    let subject = shown.isEmpty ? "no Pokémon matches" : "no Pokémon matches \"\(shown)\""
    guard !state.suggestions.isEmpty else { return subject }
    let names = state.suggestions.map { "\"\(SafeText.clean($0))\"" }
    let choices = names.count == 1
      ? names[0] : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    return subject + " — did you mean \(choices)?"
  }
}
