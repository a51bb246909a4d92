import Domain
// Every string PokeAPI sends passes through one of these on its way into a Domain value,
// so no control character or bidi control in an answer reaches a terminal, the cache or
// the favorites file.

extension NamedAPIResourceDTO {
  /// The linked document's slug, safe to print.
  var safeName: String { SafeText.clean(name) }

  /// The slug read as a type, safe to print.
  var safeType: PokemonType { PokemonType(slug: safeName) }
}

extension Optional where Wrapped == String {
  /// The text, safe to print; `nil` stays `nil`.
  var safe: String? { map { SafeText.clean($0) } }
}

extension String {
  /// The text, safe to print, on one line.
  var safe: String { SafeText.clean(self) }
}

extension NamedAPIResourceDTO {
  /// The linked language's code as `--language` takes it, lowercased: PokeAPI has
  /// written some in capitals (`ja-Hrkt`).
  var code: String { name.lowercased() }
}
