import ArgumentParser
import Domain
import Presentation

/// `--page`, `--offset` and `--limit`, for every command that prints a list.
struct PagingOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: ArgumentHelp("The page to show, from 1.", valueName: "n"))
  var page: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Start after this many rows (instead of --page).", valueName: "n"))
  var offset: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Rows per page, 1 to 100.", valueName: "n"))
  var limit: Int = PageRequest.defaultLimit

  func validate() throws {
    if let page, page < 1 { throw ValidationError("--page must be 1 or more, not \(page)") }
    if let offset, offset < 0 {
      throw ValidationError("--offset must be 0 or more, not \(offset)")
    }
    guard (1...PageRequest.maximumLimit).contains(limit) else {
      throw ValidationError(
        "--limit must be from 1 to \(PageRequest.maximumLimit), not \(limit)")
    }
    let lastPage = PageRequest.maximumOffset / limit + 1
    if let page, page > lastPage {
      throw ValidationError("--page must be at most \(lastPage) with --limit \(limit)")
    }
    if let offset, offset > PageRequest.maximumOffset {
      throw ValidationError("--offset must be at most \(PageRequest.maximumOffset)")
    }
    if page != nil, offset != nil {
      throw ValidationError("give --page or --offset, not both")
    }
  }

  /// The slice the options ask for.
  var request: PageRequest {
    if let offset { return PageRequest(offset: offset, limit: limit) }
    return PageRequest(page: page ?? 1, limit: limit)
  }

  /// Whether the user chose the page by number or by offset.
  var style: PagingStyle { offset == nil ? .byPage : .byOffset }
}
