import Domain
/// A page of any list as JSON for scripts, in the shape every list prints
/// (docs/json.md, `pokecli list --json`): `count`, `offset`, `limit`, `page`, `pages`,
/// `next` and the rows in `results`.
enum ListDocument {
  /// `results`, the rows of the slice `request` of a list of `total`, followed by `next`
  /// (said as a command by `hints`; `null` when the list ends here or has no command).
  static func page(
    results: [JSONObject], request: PageRequest, total: Int, next: PageRequest?,
    hints: any Hints
  ) -> JSONObject {
    [
      "count": total, "offset": request.offset, "limit": request.limit,
      "page": request.pageNumber,
      "pages": request.pageNumber.map { _ in request.pageCount(totalCount: total) },
      "next": next.flatMap { following in
        hints.text(for: .nextPage(following)).map {
          ["offset": following.offset, "limit": following.limit, "command": $0] as JSONObject
        }
      },
      "results": results,
    ]
  }
}
