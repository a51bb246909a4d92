import Domain
/// The sentences a list says about itself when it has no rows to show.
public enum ListTexts {
  /// Why a page past the end shows nothing, the same for every list: "page 100 is past the
  /// end: the list has 68 pages of 20 Pokémon", "offset 2000 is past the end: the list has
  /// 937 moves".
  /// - Parameters:
  ///   - asPage: whether the user chose the page by number, so it is named by number.
  ///   - nouns: what the list holds, in the plural: `Pokémon`, `moves`.
  public static func pastTheEnd(
    _ request: PageRequest, asPage: Bool, total: Int, nouns: String
  ) -> String {
    guard asPage, let page = request.pageNumber else {
      return "offset \(request.offset) is past the end: the list has \(total) \(nouns)"
    }
    let pages = request.pageCount(totalCount: total)
    return "page \(page) is past the end: the list has \(pages) page\(pages == 1 ? "" : "s") "
      + "of \(request.limit) \(nouns)"
  }
}
