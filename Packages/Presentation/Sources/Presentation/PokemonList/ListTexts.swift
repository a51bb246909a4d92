import Domain
import Foundation

/// The sentences a list says about itself when it has no rows to show.
public enum ListTexts {
  /// For a list narrowed by filters that nothing matches.
  public static let noFilterMatches = "No Pokémon matches these filters."
  /// For the favorites, before there are any.
  public static let noFavoritesYet = "No favorites yet. Add one with: pokecli favorite pikachu"
  /// For favorites narrowed by filters that none matches.
  public static let noFavoriteMatches = "None of your favorites matches these filters."

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
