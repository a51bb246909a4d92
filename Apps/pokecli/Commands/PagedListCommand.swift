import ArgumentParser
import Domain
import PokedexData
import Presentation

/// A command that prints a page of a list of entries (`moves`, `abilities`, `items`,
/// `berries`, `find`, `list --pokedex`): it says what the list holds and how its rows read,
/// and reads its words and options into the store of the page asked for; running it and
/// printing the page, as text or JSON, with the next page's command, is this protocol's.
protocol PagedListCommand: RootCommand {
  associatedtype Criteria: Equatable & Sendable
  associatedtype Row: Equatable & Sendable

  /// What the list holds, for the loading notice: `moves`.
  static var listed: String { get }
  /// How its rows read: `.moves`.
  static var layout: ListLayout<Row> { get }

  /// `--page`, `--offset` and `--limit`.
  var paging: PagingOptions { get }
  /// `--json`.
  var output: OutputOptions { get }
  /// The words and options given, as typed again for the next page (`thunder --kind
  /// move`); the paging and the options every command passes on are added to them.
  var nextPageArguments: [String] { get }
  /// The query as typed, echoed in JSON (`moves QUERY`); `nil` for a list that reads no
  /// query.
  var echoedQuery: String? { get }

  /// The store of the page the arguments ask for, from `root`.
  /// - Throws: a usage error for an argument that names nothing, or `CommandFailure` when
  ///   the API in use cannot answer the list.
  func store(in root: CompositionRoot) async throws
    -> LookupStore<PagedRequest<Criteria>, Page<Row>>
}

extension PagedListCommand {
  var echoedQuery: String? { nil }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    try await printPage(root: root, in: environment)
  }

  /// Prints the page while a notice says it is loading, or the one line of its failure.
  func printPage(root: CompositionRoot, in environment: AppEnvironment) async throws {
    let store = try await store(in: root)
    let hints = root.hints(listing: ["pokecli", Self._commandName] + nextPageArguments)
    let printout = await WaitNotice.during("loading the \(Self.listed)…", in: environment) {
      await OneShotView(
        page: store, layout: Self.layout, paging: paging.style, hints: hints, query: echoedQuery
      ).print(root.format(json: output.json))
    }
    try environment.emit(printout)
  }
}

/// The list command of a stored kind (`abilities`, `items`): its arguments give the
/// kind's criteria, and the page comes from where every stored kind's rows do. A list
/// that reads a query is a `QueriedListCommand` too, whose `validate()` and `store(in:)`
/// (which apply the query) then stand in for the ones below (which read no words).
protocol KindListCommand: PagedListCommand
where Criteria == Kind.Criteria, Row == Kind.Row {
  associatedtype Kind: StoredKind

  /// The criteria the arguments give, or a usage error saying which one is wrong.
  func criteria() throws -> Kind.Criteria
}

extension KindListCommand {
  func validate() throws {
    _ = try criteria()
  }

  func store(in root: CompositionRoot) async throws
    -> LookupStore<PagedRequest<Criteria>, Page<Row>>
  {
    try await root.listStore(
      of: Kind.self, request: .init(criteria: try criteria(), page: paging.request))
  }
}
