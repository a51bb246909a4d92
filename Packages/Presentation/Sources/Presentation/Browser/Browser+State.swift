import Domain
extension Browser {
  /// Everything the browser shows: the list (or the matches of a search), the screens
  /// opened over it, where the selection stands, and the favorites every screen marks.
  public struct State: Equatable, Sendable {
    /// The list the browser was started on (`--type`, `--favorites`…), always underneath.
    public var list: PokemonList.State
    /// The selection and scroll in `list`, kept while a search shows its matches.
    public var listCursor: Cursor
    /// The search typed with `/`, while there is one.
    public var search: Search?
    /// The screens opened over the list, the last one in front; empty on the list. Going
    /// back pops the last.
    public var path: [Destination]
    /// The keys, while they are shown over the screen in front.
    public var help: Help?
    /// The terminal's size, which decides how many rows a page holds.
    public var size: TerminalSize
    /// What the list is, for the header: "All Pokémon", "Favorites · Fire".
    public var title: String
    /// The game (a version's or a group's slug, as `--game` named it) whose Pokédex entry
    /// a Pokémon's card shows (`browse --game`), the card being told as in it; `nil` for
    /// the newest entry and today's card.
    public var game: String?
    /// The ids of every favorite: the one source of truth for the ★. Change them with
    /// `setFavorites(_:)`, which hands them to every child too.
    public var favorites: Set<Int>
    /// The last toggle that could not be saved, until the next one is.
    public var favoriteError: PokedexError?
    /// Whether the user asked to quit; the view stops reading keys.
    public var hasQuit: Bool
    /// The Pokédex number being typed in the list (digits), shown in the status line.
    public var jump: String? = nil
    /// The section shown.
    public var section: BrowserSection = .pokemon
    /// The sections there are, in the top line's order: the Pokémon always, the others
    /// where their data can be had.
    public var sections: [BrowserSection] = [.pokemon]
    /// The lists of the sections other than the Pokémon, each kept while another shows.
    public var references: [BrowserSection: ReferenceList.State] = [:]
    /// The cards each section not shown had open, given back when it shows again.
    public var parkedPaths: [BrowserSection: [Destination]] = [:]
    /// The orders the Pokémon list cycles through with `s`; empty where it keeps its own.
    public var pokemonSorts: [PokemonSort] = []
    /// The Pokémon list's order.
    public var pokemonSort: PokemonSort = .number
    /// The value each loaded row is sorted by, by id, when the order is a stat's.
    public var sortValues: [Int: Int] = [:]
    /// Whether the favorites are narrowed by the filters the browser was started with
    /// (`--type`…), so an empty Favorites section says so rather than "no favorites yet".
    public var favoritesNarrowed = false

    /// Creates the browser on `list`, with the favorites already stored.
    public init(
      list: PokemonList.State, title: String = "All Pokémon",
      size: TerminalSize = TerminalSize(columns: 80, rows: 24), favorites: Set<Int> = [],
      sections: [BrowserSection] = [.pokemon], pokemonSorts: [PokemonSort] = []
    ) {
      self.sections = sections
      self.pokemonSorts = pokemonSorts
      self.list = list
      self.listCursor = Cursor()
      self.search = nil
      self.path = []
      self.help = nil
      self.size = size
      self.title = title
      self.favorites = favorites
      self.favoriteError = nil
      self.hasQuit = false
      setFavorites(favorites)
    }

    /// Sets the favorites here and in every child.
    public mutating func setFavorites(_ ids: Set<Int>) {
      favorites = ids
      list.favorites = ids
      search?.results?.list.favorites = ids
      for index in path.indices { path[index].setFavorites(ids) }
    }
  }

  /// A screen opened over the list.
  public enum Destination: Equatable, Sendable {
    /// A Pokémon's card.
    case card(BrowserCard.State)
    /// A move's, an ability's, an item's, a type's or a nature's card.
    case entry(ReferenceCard.State)
    /// The favorites as a team.
    case team(FavoritesTeam)
    /// What a move of the card before does to a defender.
    case damage(DamageCheck)

    /// Sets the favorites the screen marks.
    mutating func setFavorites(_ ids: Set<Int>) {
      switch self {
      case .card(var card):
        card.detail.favorites = ids
        self = .card(card)
      case .entry, .team, .damage:
        break
      }
    }
  }

  /// The keys, presented over the screen in front until any key closes them.
  public struct Help: Equatable, Sendable {
    /// The keys, shown.
    public init() {}
  }

  /// Where the user stands in a list: the selected row and the first row on screen.
  public struct Cursor: Equatable, Sendable {
    /// The index of the selected row.
    public var selection: Int
    /// The index of the first row on screen.
    public var top: Int
    /// Where the selection is on its way to, when that row is not loaded yet: it stands
    /// on the "loading…" row while the pages still missing load, one after the other, and
    /// lands on its row with the page that holds it.
    public var seek: Seek?

    /// A cursor on `selection` with `top` first on screen.
    public init(selection: Int = 0, top: Int = 0, seek: Seek? = nil) {
      self.selection = selection
      self.top = top
      self.seek = seek
    }
  }

  /// A row the selection is on its way to.
  public enum Seek: Equatable, Sendable {
    /// The last row of the whole list (End, G).
    case end
    /// The row of this Pokémon (the match selected when a search is cleared), or the row
    /// `otherwise` when the list turns out not to hold it.
    case entry(id: Int, otherwise: Int)
  }

  /// A live search: the query as typed and the matches of its words.
  public struct Search: Equatable, Sendable {
    /// The query as typed.
    public var query: String
    /// Whether the query line has the keys (after `/`, until Enter or Esc).
    public var isEditing: Bool
    /// The matches of the query's words; `nil` while the query has no word.
    public var results: PokemonSearch.State?
    /// The selection and scroll in the matches.
    public var cursor: Cursor

    /// A search for `query`.
    public init(
      query: String = "", isEditing: Bool = true, results: PokemonSearch.State? = nil,
      cursor: Cursor = Cursor()
    ) {
      self.query = query
      self.isEditing = isEditing
      self.results = results
      self.cursor = cursor
    }

    /// The words of the query.
    public var terms: [String] {
      query.split(whereSeparator: \.isWhitespace).map(String.init)
    }
  }
}
