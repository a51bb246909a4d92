/// The fields of a `pokemon-form` document that pokecli uses: a form's English names.
public struct PokemonFormDTO: Decodable, Sendable {
  /// The form's slug, such as `raichu-alola`; a Pokémon's own form has the Pokémon's slug.
  public let name: String
  /// The form's part of the name alone ("b" for `unown-b`); may be empty.
  public let formName: String?
  /// The full name in each language, such as "Alolan Raichu"; empty for most defaults.
  public let names: [LocalizedNameDTO]?
  /// The form's part of the name in each language, such as "Alola Form".
  public let formNames: [LocalizedNameDTO]?
  /// The group of games that introduced the form, such as `sun-moon` for `raichu-alola`.
  public let versionGroup: NamedAPIResourceDTO?
}
