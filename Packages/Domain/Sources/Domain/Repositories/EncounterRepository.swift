/// Where Pokémon are met in the wild: the port `pokecli where` reads.
public protocol EncounterRepository: Sendable {
  /// Every encounter of the Pokémon numbered `pokemon` (a form's is 10001 and up), in
  /// every game: in release order of the games, then the data's order of ways (walking
  /// first), then of places; names in the language shown. Empty for a Pokémon never met
  /// in the wild.
  func encounters(ofPokemon pokemon: Int) async throws -> [Encounter]

  /// The same, only in the games `--game`'s slug `game` names (`Encounter.isIn(game:)`);
  /// every game for `nil`. A repository that can read one game's rows alone says so
  /// here; the others keep those `encounters(ofPokemon:)` gives.
  func encounters(ofPokemon pokemon: Int, inGame game: String?) async throws -> [Encounter]
}

extension EncounterRepository {
  public func encounters(ofPokemon pokemon: Int, inGame game: String?) async throws -> [Encounter] {
    let all = try await encounters(ofPokemon: pokemon)
    guard let game else { return all }
    return all.filter { $0.isIn(game: game) }
  }
}
