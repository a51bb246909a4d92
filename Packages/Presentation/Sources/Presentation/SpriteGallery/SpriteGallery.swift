import Domain
import Foundation

/// `sprite`: the sprites of one or more Pokémon, side by side as the width allows.
public struct SpriteGallery: Reducer {
  /// Everything the gallery shows.
  public struct State: Equatable, Sendable {
    /// The Pokémon asked for, in order.
    public var queries: [EntryQuery]
    /// Which sprite to show.
    public var variant: SpriteVariant
    /// Where loading stands; loaded with each Pokémon's name and sprite.
    public var status: LoadStatus<[NamedSpriteChoice]>

    public init(
      queries: [EntryQuery], variant: SpriteVariant = .standard,
      status: LoadStatus<[NamedSpriteChoice]> = .idle
    ) {
      self.queries = queries
      self.variant = variant
      self.status = status
    }
  }

  /// What happened to the gallery.
  public enum Action: Equatable, Sendable {
    /// The command ran: load the sprites.
    case task
    /// The sprites arrived, or one of the Pokémon could not be found.
    case loaded(Result<[NamedSpriteChoice], PokedexError>)
  }

  /// Loads the sprites; in the app, the `LoadSprites` use case.
  public var load: @Sendable ([EntryQuery], SpriteVariant) async throws -> [NamedSpriteChoice]

  public init(
    load: @escaping @Sendable ([EntryQuery], SpriteVariant) async throws
      -> [NamedSpriteChoice]
  ) {
    self.load = load
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      guard state.status == .idle else { return .none }
      state.status = .loading
      return .load(
        { [load, queries = state.queries, variant = state.variant] in
          try await load(queries, variant)
        }, then: Action.loaded)
    case .loaded(let result):
      guard state.status == .loading else { return .none }
      state.status = LoadStatus(result)
      return .none
    }
  }
}
