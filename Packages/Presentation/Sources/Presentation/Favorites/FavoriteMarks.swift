import Domain
import Foundation

/// The favorites part every Pokémon view shares: which ids are favorites, how to toggle
/// one, and how a toggle reaches every view.
///
/// The list and the card both embed this state and send these actions, and both reduce
/// them with `reduce(into:action:)`, so `.favoritesChanged` — the one action that says
/// what the favorites now are — updates both at once.
public struct FavoriteMarks: Equatable, Sendable {
  /// The ids of every favorite.
  public var ids: Set<Int>
  /// The last toggle that failed, until the next succeeds.
  public var lastError: PokedexError?

  /// Creates the marks from the favorites already stored.
  public init(ids: Set<Int> = [], lastError: PokedexError? = nil) {
    self.ids = ids
    self.lastError = lastError
  }

  /// What can happen to the favorites from a view.
  public enum Action: Equatable, Sendable {
    /// The user asked to toggle this Pokémon.
    case toggled(PokemonSummary)
    /// The favorites are now these ids: sent after any change, to every view.
    case changed(Set<Int>)
    /// A toggle could not be saved.
    case failed(PokedexError)
  }

  /// Saves a toggle and returns every favorite id after it.
  public typealias Toggle = @Sendable (Favorite) async throws -> Set<Int>

  /// A toggle that always fails: for views built without favorites.
  public static let unavailable: Toggle = { _ in
    throw PokedexError.unexpected(reason: "favorites are not available here")
  }

  /// Applies `action`; a toggle becomes an effect that saves it and reports the result.
  public mutating func reduce(_ action: Action, toggle: @escaping Toggle) -> Effect<Action> {
    switch action {
    case .toggled(let summary):
      return .run { send in
        do {
          await send(.changed(try await toggle(Favorite(summary))))
        } catch {
          await send(.failed(PokedexError(error)))
        }
      }
    case .changed(let ids):
      self.ids = ids
      lastError = nil
      return .none
    case .failed(let error):
      lastError = error
      return .none
    }
  }
}

extension Effect {
  /// Turns an effect of a child's actions into one of the parent's.
  public func map<Parent: Sendable>(
    _ transform: @escaping @Sendable (Action) -> Parent
  ) -> Effect<Parent> {
    .init(operations: operations.map { operation in
      { send in await operation(Send { await send(transform($0)) }) }
    })
  }
}
