import Domain
/// Which of the game groups a Pokémon or a move is learned in a user means, over the
/// network: a group by its slug (`red-blue`) costs nothing; a game (`red`) costs that
/// game's `version` document, which names its group.
struct RemoteGameChoice: Sendable {
  let loader: DocumentLoader
  let endpoints: PokeAPIEndpoints

  /// The group `game` names among `learned`; the newest when `game` is `nil`; `nil` when
  /// `game` names none of them (or no game at all).
  func choose(_ game: String?, among learned: [GameGroup]) async throws -> GameGroup? {
    guard let game else { return learned.last }
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

  /// A version group as a link names it: its slug, ordered by its id (the network does
  /// not say which games it holds).
  static func group(_ link: NamedAPIResourceDTO) -> GameGroup {
    GameGroup(slug: SafeText.clean(link.name), order: link.linkedID ?? 0)
  }
}
