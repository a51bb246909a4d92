import Domain
extension Browser {
  /// What happened in the browser: what the user did, and what the work it started
  /// reported.
  public enum Action: Equatable, Sendable {
    /// The browser was shown: load the first page.
    case task
    /// The terminal changed size.
    case resized(TerminalSize)
    /// The user moved the selection in the list.
    case selectionMoved(Movement)
    /// The user opened the selected row's card.
    case rowOpened
    /// The user opened the card of the row `offset` rows away (n is 1, p is -1) from the
    /// card on screen.
    case neighborOpened(offset: Int)
    /// The user scrolled the card.
    case cardScrolled(Movement)
    /// The user asked to try a failed load again.
    case retryRequested
    /// The user opened the query line.
    case searchOpened
    /// The query line changed to this text.
    case queryChanged(String)
    /// The query stayed unchanged long enough to be searched.
    case queryDebounced
    /// The user kept the filter and went back to the list (Enter).
    case searchCommitted
    /// The user dropped the filter (Esc).
    case searchCleared
    /// Digits typed in the list: the selection goes to the Pokémon of that number as it
    /// is typed ("2", "25"); empty when `:` starts a new number.
    case numberTyped(String)
    /// The user asked for the keys, or closed them.
    case helpToggled
    /// The user asked to quit.
    case quitRequested
    /// Something happened in the list.
    case list(PokemonList.Action)
    /// Something happened in the search's matches.
    case search(PokemonSearch.Action)
    /// Something happened in the card in front.
    case card(BrowserCard.Action)
    /// A favorite toggle was saved (with every favorite id after it), or failed.
    case favoritesSaved(Result<Set<Int>, PokedexError>)
    /// The user chose a section (Alt and its number).
    case sectionChosen(BrowserSection)
    /// The user stepped to the next section (1, Tab) or the one before (-1, Shift-Tab).
    case sectionStepped(Int)
    /// The user asked for the list's next order (`s`).
    case sortCycled
    /// The user opened the entry selected on the card in front (Enter).
    case linkOpened
    /// Something happened in a section's list.
    case reference(BrowserSection, ReferenceList.Action)
    /// Something happened in the entry card in front.
    case entry(ReferenceCard.Action)
    /// The values rows of the Pokémon list are sorted by arrived (nothing on a failure:
    /// the column shows "…").
    case sortValuesLoaded(PokemonSort, [Int: Int])
    /// The user asked to see the favorites as a team (`t` on the Favorites list).
    case teamOpened
    /// The team's sheet arrived, or could not be had.
    case teamLoaded(Result<TeamSheet, PokedexError>)
    /// The user asked what the move selected on a Pokémon's card does to another (`d`).
    case damageOpened
    /// The damage check was worked out, or could not be.
    case damageLoaded(Result<DamageSheet, PokedexError>)
  }

  /// How far the user moved, in the units a key means.
  public enum Movement: Equatable, Sendable {
    /// This many rows or lines (negative: up).
    case lines(Int)
    /// This many screens (negative: up).
    case pages(Int)
    /// To the first row.
    case top
    /// To the last row: of those loaded, then on as the missing pages load.
    case bottom
  }
}

extension Browser.Action {
  /// Whether this is the user toggling a favorite, whose save the browser waits for
  /// when the user quits right after.
  public var togglesFavorite: Bool {
    switch self {
    case .list(.favoriteKeyPressed), .search(.list(.favoriteKeyPressed)),
      .card(.favoriteKeyPressed):
      return true
    default:
      return false
    }
  }
}
