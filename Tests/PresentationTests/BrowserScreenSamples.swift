import Domain
import Foundation
import PokedexTesting
import Presentation

/// The browser's states every screen test draws, by name.
enum BrowserScreenSamples {
  static let failure = PokedexError.timedOut(url: "http://dex.test/api/v2/pokemon/31/")

  /// Sixty rows: the hand-written awkward ones first, then numbered ones.
  static let rows = SampleRows.mixed + SampleRows.numbered(8...60)

  static func list(
    _ rows: [PokemonSummary], status: LoadStatus<Page<PokemonSummary>>,
    selection: Int, top: Int
  ) -> Browser.State {
    var state = Browser.State(
      list: PokemonList.State(
        firstPage: PageRequest(offset: 0, limit: 30), rows: rows, totalCount: 1351,
        status: status),
      favorites: [6, 25])
    state.listCursor = Browser.Cursor(selection: selection, top: top)
    return state
  }

  static func card(_ status: LoadStatus<Pokemon>, scroll: Int = 0) -> Browser.State {
    var state = list(rows, status: .loaded(SampleRows.somePage), selection: 2, top: 0)
    state.path = [.card(BrowserCard.State(
      detail: PokemonDetail.State(query: .number(25), status: status, favorites: [6, 25]),
      row: SampleRows.pikachu, scroll: scroll))]
    return state
  }

  static func search(_ query: String, matches: [PokemonSummary], suggestions: [String] = [])
    -> Browser.State
  {
    var state = list(rows, status: .loaded(SampleRows.somePage), selection: 3, top: 0)
    let page = Page(items: matches, offset: 0, limit: 30, totalCount: matches.count)
    state.search = Browser.Search(
      query: query,
      results: PokemonSearch.State(
        terms: [query],
        list: PokemonList.State(
          firstPage: PageRequest(offset: 0, limit: 30), rows: matches,
          totalCount: matches.count, status: .loaded(page), favorites: [6, 25]),
        suggestions: suggestions))
    return state
  }

  static let all: [(name: String, state: Browser.State)] = [
    ("first-page-loading", Browser.State(list: PokemonList.State(status: .loading))),
    ("midway", list(rows, status: .loaded(SampleRows.somePage), selection: 20, top: 12)),
    ("loading-more", list(rows, status: .loading, selection: 59, top: 59)),
    ("failed-page", list(rows, status: .failed(failure), selection: 59, top: 59)),
    ("card-top", card(.loaded(SampleCards.pikachu))),
    ("card-scrolled", card(.loaded(SampleCards.pikachu), scroll: 12)),
    ("card-loading", card(.loading)),
    ("card-failed", card(.failed(failure))),
    ("search-results", search(
      "char", matches: [SampleRows.charizard, SampleRows.megaCharizardX])),
    ("search-none", search("pikachoo", matches: [], suggestions: ["pikachu", "pichu"])),
    ("help", {
      var state = list(rows, status: .loaded(SampleRows.somePage), selection: 0, top: 0)
      state.help = Browser.Help()
      return state
    }()),
  ]

  static let sizes = [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12),
    TerminalSize(columns: 120, rows: 40),
  ]
}
