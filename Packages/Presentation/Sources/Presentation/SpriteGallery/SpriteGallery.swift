import Domain
/// `sprite`: the sprites of one or more Pokémon, side by side as the width allows; loaded
/// with each Pokémon's name and sprite.
public typealias SpriteGallery = Lookup<SpriteRequest, [NamedSpriteChoice]>

/// The sprites a gallery asks for.
public struct SpriteRequest: Equatable, Sendable {
  /// The Pokémon asked for, in order.
  public var queries: [EntryQuery]
  /// Which sprite to show.
  public var variant: SpriteVariant

  public init(queries: [EntryQuery], variant: SpriteVariant = .standard) {
    self.queries = queries
    self.variant = variant
  }
}

extension Lookup.State where Request == SpriteRequest {
  /// A gallery of `queries`' sprites in `variant`.
  public init(
    queries: [EntryQuery], variant: SpriteVariant = .standard, status: LoadStatus<Value> = .idle
  ) {
    self.init(request: SpriteRequest(queries: queries, variant: variant), status: status)
  }
}
