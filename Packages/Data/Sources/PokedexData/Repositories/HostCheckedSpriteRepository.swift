import Domain
/// Fetches a sprite only when its link leads to a host images may come from
/// (`ImageHosts`); any other link is "no sprite", said once through `onRefused`, and no
/// request is made and nothing is cached, so allowing the host later draws it.
public struct HostCheckedSpriteRepository: SpriteRepository {
  private let base: any SpriteRepository
  private let hosts: ImageHosts
  private let onRefused: @Sendable (ImageHosts.Origin?) -> Void

  /// Creates a repository asking `base` for sprites whose link `hosts` allows.
  /// - Parameter onRefused: hears the host and port of each link refused (`nil` when the
  ///   link names none), to tell the user.
  public init(
    base: any SpriteRepository, hosts: ImageHosts,
    onRefused: @escaping @Sendable (ImageHosts.Origin?) -> Void = { _ in }
  ) {
    self.base = base
    self.hosts = hosts
    self.onRefused = onRefused
  }

  public func sprite(
    ofPokemon id: Int, variant: SpriteVariant, link: String
  ) async throws -> Sprite? {
    guard hosts.allows(link) else {
      onRefused(URL(string: link).flatMap(ImageHosts.origin(of:)))
      return nil
    }
    return try await base.sprite(ofPokemon: id, variant: variant, link: link)
  }
}
