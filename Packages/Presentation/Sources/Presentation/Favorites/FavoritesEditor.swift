import Domain
import Foundation

/// `pokecli favorite` and `pokecli favorites add|remove`: changes the favorites and says
/// what changed.
public struct FavoritesEditor: Reducer {
  /// What the user asked to change.
  public enum Edit: Equatable, Sendable {
    /// Add it if it is not a favorite, remove it if it is.
    case toggle(PokemonQuery)
    /// Add those that are not favorites yet.
    case add([PokemonQuery])
    /// Remove those that are favorites.
    case remove([PokemonQuery])
  }

  /// What an edit did.
  public struct Outcome: Equatable, Sendable {
    /// The Pokémon added.
    public var added: [Favorite]
    /// The Pokémon removed.
    public var removed: [Favorite]
    /// The Pokémon named that were already as asked (already favorites, or not ones).
    public var unchanged: [Favorite]
    /// How many favorites there are now.
    public var count: Int

    /// Creates an outcome.
    public init(added: [Favorite], removed: [Favorite], unchanged: [Favorite], count: Int) {
      self.added = added
      self.removed = removed
      self.unchanged = unchanged
      self.count = count
    }
  }

  /// Everything the editor shows.
  public struct State: Equatable, Sendable {
    /// The change the user asked for.
    public var edit: Edit
    /// Where the edit stands.
    public var status: Status

    /// Creates the state of an edit not yet made.
    public init(edit: Edit, status: Status = .idle) {
      self.edit = edit
      self.status = status
    }
  }

  /// Where the edit stands.
  public enum Status: Equatable, Sendable {
    /// Not started yet.
    case idle
    /// The edit is being made.
    case saving
    /// The edit was saved; the outcome says what it did.
    case saved(Outcome)
    /// The edit could not be made.
    case failed(PokedexError)
  }

  /// What happened to the edit.
  public enum Action: Equatable, Sendable {
    /// The command ran: make the edit.
    case task
    /// The edit was saved, or failed.
    case finished(Result<Outcome, PokedexError>)
  }

  /// Resolves the Pokémon named and saves the edit.
  public var apply: @Sendable (Edit) async throws -> Outcome

  /// Creates the editor with the way it saves edits.
  public init(apply: @escaping @Sendable (Edit) async throws -> Outcome) {
    self.apply = apply
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      guard state.status == .idle else { return .none }
      state.status = .saving
      return .run { [apply, edit = state.edit] send in
        do {
          await send(.finished(.success(try await apply(edit))))
        } catch {
          await send(.finished(.failure(PokedexError(error))))
        }
      }
    case .finished(let result):
      guard state.status == .saving else { return .none }
      switch result {
      case .success(let outcome): state.status = .saved(outcome)
      case .failure(let error): state.status = .failed(error)
      }
      return .none
    }
  }
}
