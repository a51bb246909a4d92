import Domain
import Presentation

/// How a command prints a paged list of reference entries (`moves`, `abilities`, `items`,
/// `find` and `list --pokedex`, which have a network path too; `berries`, which reads the
/// built-in data only): one line when the API has no built-in data and the command no
/// other way, else the page as text or JSON, with the next page's command.
struct BuiltInListOutput<Criteria: Equatable & Sendable, Row: Equatable & Sendable> {
  typealias State = Lookup<PagedRequest<Criteria>, Page<Row>>.State
  typealias Action = Lookup<PagedRequest<Criteria>, Page<Row>>.Action

  /// What the list holds, for the loading notice and the one line: `moves`.
  let what: String
  /// The running command's words as typed again for the next page, options passed on.
  let command: [String]
  let json: Bool
  /// The page as JSON: `MoveListJSON.render`.
  let renderJSON: @MainActor (Page<Row>, PageRequest, any Hints) -> String
  /// The page as text: `MoveListRenderer.render`.
  let render: @MainActor (State, Theme, Int, any Hints) -> String

  /// Prints `store`'s page, or says in one line that `root`'s API has no built-in data
  /// when `store` is `nil`.
  func emit(
    _ store: Store<State, Action>?, root: CompositionRoot, environment: AppEnvironment
  ) async throws {
    guard let store else {
      return try environment.emit(.failure(root.builtInOnly("the list of \(what)")))
    }
    let hints = CommandLineHints(command: command)
    let printout = await WaitNotice.during("loading the \(what)…", in: environment) {
      await OneShotView(lookup: store, hints: hints) { state in
        guard !json else {
          return state.status.value.map { renderJSON($0, state.request.page, hints) } ?? ""
        }
        return render(state, root.theme, root.width, hints)
      }.print()
    }
    try environment.emit(printout)
  }
}
