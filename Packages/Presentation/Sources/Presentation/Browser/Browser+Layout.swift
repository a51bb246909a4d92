import Domain
/// What the state implies: the list on screen, its cursor, and how much of it fits.
extension Browser.State {
  /// The list on screen: the search's matches while a search has words, else the list.
  public var shownList: PokemonList.State {
    search?.results?.list ?? list
  }

  /// The selection and scroll of the list on screen.
  public var cursor: Browser.Cursor {
    get { search?.results != nil ? search?.cursor ?? listCursor : listCursor }
    set {
      if search?.results != nil { search?.cursor = newValue } else { listCursor = newValue }
    }
  }

  /// The selected Pokémon of the list on screen, if the list has rows.
  public var selectedRow: PokemonSummary? {
    let rows = shownList.rows
    return rows.indices.contains(cursor.selection) ? rows[cursor.selection] : nil
  }

  /// Whether the query line stands above the status line.
  public var showsQueryLine: Bool { search?.isEditing == true }

  /// How many list rows fit: the screen less the top line, the headings, the status line
  /// and the query line when it shows.
  public var visibleRows: Int {
    visibleRows(editing: referenceList?.isEditing ?? showsQueryLine)
  }

  /// How many card lines fit below the top line, the card's header and above the status
  /// line.
  public var visibleCardLines: Int { max(1, size.rows - 2 - (showsSections ? 1 : 0)) }

  /// Whether a "Loading…" or failure row follows the last row of the list on screen.
  public var hasTrailingRow: Bool {
    let list = shownList
    switch list.status {
    case .loading, .failed: return true
    case .idle: return list.rows.isEmpty
    case .loaded: return false
    }
  }

  /// The last index the selection may take: the last row loaded, or the "Loading…" row
  /// below it while the next page loads, so moving on never waits for the network.
  public var lastSelectableIndex: Int {
    let count = shownList.rows.count
    return shownList.status.isLoading && !shownList.rows.isEmpty ? count : count - 1
  }

  /// Whether the terminal is too small to show anything but a notice.
  public var isTooSmall: Bool {
    size.columns < Browser.minimumSize.columns || size.rows < Browser.minimumSize.rows
  }
}
