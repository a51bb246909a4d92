/// The regional Pokédexes' names in every language PokeAPI gives ("Let’s Go Kanto",
/// "Original Hoenn", "Septentria"), for a Pokédex a person names as the games do.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol PokedexNameIndex: Sendable {
  /// The slug of the Pokédex `name` names in some language, compared as `SearchKey`
  /// folds them; `nil` when none does.
  func pokedexSlug(named name: String) async throws -> String?
}
