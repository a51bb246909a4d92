import Domain
/// The sentences a list says about itself when it has no rows to show.
public enum ListTexts {
  /// Why a page past the end shows nothing: "page 100 is past the end: the list has 68
  /// pages of 20".
  public static func pastTheEnd(_ request: PageRequest, asPage: Bool, total: Int) -> String {
    guard asPage, let page = request.pageNumber else {
      return "offset \(request.offset) is past the end: the list has \(total) Pokémon"
    }
    let pages = request.pageCount(totalCount: total)
    return "page \(page) is past the end: the list has \(pages) page\(pages == 1 ? "" : "s") "
      + "of \(request.limit)"
  }
}
