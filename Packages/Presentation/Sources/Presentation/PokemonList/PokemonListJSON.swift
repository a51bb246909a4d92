import Domain
/// The list as JSON for scripts, with stable field names.
///
/// The shape is documented in docs/json.md; change it only by adding fields.
public enum PokemonListJSON {
  struct Document: Encodable {
    let count: Int
    let offset: Int
    let limit: Int
    let page: OrNull<Int>
    let pages: OrNull<Int>
    let next: OrNull<Next>
    let results: [Row]
  }

  struct Next: Encodable {
    let offset: Int
    let limit: Int
    let command: String
  }

  struct Row: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let speciesId: Int
    let types: [String]
  }

  /// The rows loaded so far and where they sit, pretty-printed with sorted keys.
  public static func render(_ state: PokemonList.State, hints: any Hints) -> String {
    let total = state.totalCount ?? state.rows.count
    let next = state.nextPage.flatMap { request in
      hints.text(for: .nextPage(request)).map {
        Next(offset: request.offset, limit: request.limit, command: $0)
      }
    }
    let document = Document(
      count: total,
      offset: state.firstPage.offset,
      limit: state.firstPage.limit,
      page: OrNull(state.firstPage.pageNumber),
      pages: OrNull(
        state.firstPage.pageNumber.map { _ in state.firstPage.pageCount(totalCount: total) }),
      next: OrNull(next),
      results: state.rows.map {
        Row(
          id: $0.id, name: $0.name, displayName: $0.displayName, speciesId: $0.speciesID,
          types: $0.types.map(\.slug))
      })
    return (JSONText.encode(document) ?? "{}") + "\n"
  }
}
