/// Where Pokémon are met in the wild: the port `pokecli where` reads.
public protocol EncounterRepository: Sendable {
  /// Every encounter of the Pokémon numbered `pokemon` (a form's is 10001 and up), in
  /// every game: in release order of the games, then the data's order of ways (walking
  /// first), then of places; names in the language shown. Empty for a Pokémon never met
  /// in the wild.
  func encounters(ofPokemon pokemon: Int) async throws -> [Encounter]
}
