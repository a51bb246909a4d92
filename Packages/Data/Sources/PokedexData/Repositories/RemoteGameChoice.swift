import Domain
/// Which of the game groups a Pokémon or a move is learned in a user means, over the
/// network: a group by its slug (`red-blue`) costs nothing; a game (`red`) costs that
/// game's `version` document, which names its group.
struct RemoteGameChoice: Sendable {
  let loader: DocumentLoader
  let endpoints: PokeAPIEndpoints
  /// The groups in release order, for the choice made for a user who names none.
  let games: RemoteTables

  /// The group `game` names among `learned`; when `game` is `nil`, the one
  /// `GameGroup.chosenByDefault` picks with `counts`, by release order (`games`: ids are
  /// not release order, Blue (Japan) is 29); `nil` when
  /// `game` names none of them (or no game at all).
  func choose(
    _ game: String?, among learned: [GameGroup], counting counts: Set<String>
  ) async throws -> GameGroup? {
    guard let game else {
      let candidates = learned.filter { counts.contains($0.slug) }
      let ordered = try await games.ordered(candidates.isEmpty ? learned : candidates)
      let newest = GameGroup.chosenByDefault(
        among: learned.map { ordered[$0.slug] ?? $0 }, counting: counts)
      // The group as the caller has it: ways are matched against it.
      return newest.flatMap { newest in learned.first { $0.slug == newest.slug } }
    }
    guard !learned.isEmpty else { return nil }
    if let named = learned.first(where: { $0.slug == game }) { return named }
    let version: VersionDTO
    do {
      version = try await loader.load(VersionDTO.self, from: endpoints.document(.version, game))
    } catch PokedexError.notFound {
      return nil
    }
    return learned.first { $0.slug == version.versionGroup.name }
  }

}
