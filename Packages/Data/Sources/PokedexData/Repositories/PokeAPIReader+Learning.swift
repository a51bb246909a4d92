import Domain
/// What a learnset and "who learns a move" over PokeAPI both ask besides the ways
/// (`LearnWay`): which game group a user means, and which TM teaches a move in it.
extension PokeAPIReader {
  /// The group `game` names among `learned`, the newest when `game` is `nil`; `nil` when
  /// it names none of them. A game (`red`) rather than a group costs its `version`
  /// document.
  func group(
    _ game: String?, among learned: [GameGroup], counting counts: Set<String>,
    games: RemoteTables
  ) async throws -> GameGroup? {
    try await RemoteGameChoice(loader: loader, endpoints: endpoints, games: games)
      .choose(game, among: learned, counting: counts)
  }

  /// The moves of the Pokémon `query` names, from its `pokemon` document, refused unless
  /// the document is that Pokémon's: a learnset is cached under the name asked for.
  func pokemonMoves(_ query: EntryQuery) async throws -> PokemonMovesDTO<NamedAPIResourceDTO> {
    try await entryDocument(
      PokemonMovesDTO<NamedAPIResourceDTO>.self, of: .pokemon, kind: .pokemon, query
    ).document
  }

  /// The item slug (`tm24`) of the machine that teaches `move` in `group`: the `machine`
  /// document the move's document links for that group; `nil` when it links none.
  func machineItem(teaching move: MoveDTO, in group: GameGroup) async throws -> String? {
    guard
      let id = move.machines?.first(where: { $0.versionGroup?.name == group.slug })?.machine.id
    else { return nil }
    return SafeText.clean(try await document(MachineDTO.self, of: .machine, id: id).item.name)
  }
}
