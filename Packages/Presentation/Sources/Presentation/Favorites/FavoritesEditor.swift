import Domain
/// An edit of the favorites: makes it, and says what changed.
public struct FavoritesEditor: Reducer {
  /// Everything the editor shows.
  public struct State: Equatable, Sendable {
    /// The change the user asked for.
    public var edit: EditFavorites.Edit
    /// Where the edit stands; loaded with what it did.
    public var status: LoadStatus<EditFavorites.Outcome>

    public init(edit: EditFavorites.Edit, status: LoadStatus<EditFavorites.Outcome> = .idle) {
      self.edit = edit
      self.status = status
    }
  }

  /// What happened to the edit.
  public enum Action: Equatable, Sendable {
    /// The command ran: make the edit.
    case task
    /// The edit was saved, or failed.
    case finished(Result<EditFavorites.Outcome, PokedexError>)
  }

  /// Makes an edit; in the app, the `EditFavorites` use case.
  public var apply: @Sendable (EditFavorites.Edit) async throws -> EditFavorites.Outcome

  public init(
    apply: @escaping @Sendable (EditFavorites.Edit) async throws -> EditFavorites.Outcome
  ) {
    self.apply = apply
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      guard state.status == .idle else { return .none }
      state.status = .loading
      return .load({ [apply, edit = state.edit] in try await apply(edit) }, then: Action.finished)
    case .finished(let result):
      guard state.status == .loading else { return .none }
      state.status = LoadStatus(result)
      return .none
    }
  }
}
