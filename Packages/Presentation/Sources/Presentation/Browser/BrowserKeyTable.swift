import Domain
/// Every key of the browser, once: where it works, what it does and how the help says it.
///
/// `BrowserKeys` turns keys into actions from it, `BrowserHelp` draws the `?` screen from
/// it, and `browse --help` lists it, so the three cannot disagree. The sections are the
/// help's; each binding says in which contexts it works.
enum BrowserKeyTable {
  /// A heading of the help and the bindings under it.
  struct Section: Sendable {
    let title: String
    let bindings: [KeyBinding]
  }

  /// Keys that work everywhere, the help included; the help's title says them.
  static let everywhere = [
    KeyBinding([[.key(.interrupt)]], in: Set(KeyContext.allCases), help: "quit",
      short: "^C quits", sends: .quitRequested),
  ]

  /// The bindings of the list, the card and the query line, in the help's order.
  static let sections = [
    Section(title: "List and card", bindings: [
      KeyBinding(
        [[.key(.tab), .key(.backTab)]], in: [.list, .card], help: "next or previous section",
        short: "Tab section", when: { $0.showsSections },
        action: { key, _ in .sectionStepped(key == .backTab ? -1 : 1) }),
      KeyBinding(
        [[.alt]], in: [.list, .card, .searchLine],
        help: "the section of that number (Esc, then it)", short: "Alt-1–8",
        when: { $0.showsSections }, action: chooseSection),
      KeyBinding(
        [[.key(.up), .key(.down)], [.key(.character("k")), .key(.character("j"))],
         [.key(.wheelUp), .key(.wheelDown)]],
        in: [.list, .card], help: "move; on a card, scroll and go from link to link",
        short: "↑↓ jk move",
        action: moveOrScroll),
      KeyBinding(
        [[.key(.pageUp), .key(.pageDown)], [.key(.control("b")), .key(.control("f"))],
         [.key(.character(" "))]],
        in: [.list, .card], help: "a screen up or down", short: "PgUp PgDn",
        action: moveOrScroll),
      KeyBinding(
        [[.key(.home), .key(.end)], [.key(.character("g")), .key(.character("G"))]],
        in: [.list, .card], help: "first or last row; top or end of the card",
        short: "g G ends", action: moveOrScroll),
      KeyBinding(
        [[.key(.character("f"))]], in: [.list, .card], help: "favorite on or off ★",
        short: "f ★", when: showsPokemon, action: toggleFavorite),
      KeyBinding(
        [[.key(.character("r"))]], in: [.list, .card], help: "retry what failed",
        short: "r retry", sends: .retryRequested),
      KeyBinding(
        [[.key(.character("?"))]], in: [.list, .card], help: "these keys", short: "? keys",
        sends: .helpToggled),
    ]),
    Section(title: "List", bindings: [
      KeyBinding(
        [[.key(.enter), .key(.right), .key(.character("l"))]], in: [.list],
        help: "open the card", short: "Enter open", sends: .rowOpened),
      KeyBinding(
        [[.key(.character("/"))]], in: [.list], help: "search as you type",
        short: "/ search", sends: .searchOpened),
      KeyBinding(
        [[.key(.character("s"))]], in: [.list],
        help: "next order (number, name, stats; moves: power, accuracy, PP…)",
        short: "s sort",
        when: { $0.referenceList.map { $0.section.sorts.count > 1 } ?? !$0.pokemonSorts.isEmpty },
        action: { _, _ in .sortCycled }),
      KeyBinding(
        [[.key(.character("t"))]], in: [.list],
        help: "the favorites as a team: six from the one selected, against every type",
        short: "t team", when: { $0.section == .favorites && $0.path.isEmpty },
        action: { _, _ in .teamOpened }),
      KeyBinding(
        [[.digit], [.key(.character(":"))]], in: [.list],
        help: "go to a Pokédex number as you type it (: anew)",
        short: "0–9", action: typeNumber),
      KeyBinding(
        [[.key(.character("q"))]], in: [.list], help: "quit", short: "q quit",
        sends: .quitRequested),
    ]),
    Section(title: "Card", bindings: [
      KeyBinding(
        [[.key(.character("m"))]], in: [.card], help: "a Pokémon's moves, or its card again",
        short: "m moves", when: { $0.card != nil }, sends: .card(.movesToggled)),
      KeyBinding(
        [[.key(.character("b"))]], in: [.card],
        help: "its stats at levels 50 and 100 and its Speed tier, or its card again",
        short: "b battle", when: { $0.card != nil }, sends: .card(.battleToggled)),
      KeyBinding(
        [[.key(.character("w"))]], in: [.card],
        help: "where it is met in the wild, each place a link, or its card again",
        short: "w where", when: { $0.card != nil }, sends: .card(.whereToggled)),
      KeyBinding(
        [[.key(.character("[")), .key(.character("]"))]], in: [.card],
        help: "the moves of the game before or after", short: "[ ] game",
        when: { $0.card?.moves?.status.value?.game != nil },
        action: { key, _ in .card(.gameStepped(key == .character("[") ? -1 : 1)) }),
      KeyBinding(
        [[.key(.character("d"))]], in: [.card],
        help: "what the move selected does to a Pokémon you name (its damage)",
        short: "d damage", when: selectsAMove, sends: .damageOpened),
      KeyBinding(
        [[.key(.enter)]], in: [.card], help: "open the link selected (a learner, a holder…)",
        short: "Enter link", when: { $0.team == nil && $0.damage == nil }, sends: .linkOpened),
      KeyBinding(
        [[.key(.character("n")), .key(.character("p"))]], in: [.card],
        help: "next or previous Pokémon", short: "n p next",
        when: { $0.section == .pokemon && $0.path.count <= 1 },
        action: openNeighbor),
      KeyBinding(
        [[.key(.left), .key(.character("h"))], [.key(.escape), .key(.backspace)],
         [.key(.character("q"))]],
        in: [.card], help: "back to the card or list before", short: "Esc back",
        sends: .card(.backKeyPressed)),
    ]),
    Section(title: "Damage", bindings: [
      KeyBinding(
        [[.anyCharacter], [.key(.backspace)], [.key(.control("u")), .key(.control("w"))]],
        in: [.defenderLine], help: "type the defender; erase a letter, the line, a word",
        short: "type", action: editQuery),
      KeyBinding(
        [[.key(.enter)]], in: [.defenderLine], help: "work the damage out", short: "Enter go",
        sends: .searchCommitted),
      KeyBinding(
        [[.key(.escape)]], in: [.defenderLine], help: "back to the card", short: "Esc back",
        sends: .card(.backKeyPressed)),
    ]),
    Section(title: "Search", bindings: [
      KeyBinding(
        [[.anyCharacter], [.key(.backspace)], [.key(.control("u")), .key(.control("w"))]],
        in: [.searchLine], help: "type; erase a letter, the line, a word", short: "type",
        action: editQuery),
      KeyBinding(
        [[.key(.up), .key(.down)], [.key(.pageUp), .key(.pageDown)],
         [.key(.wheelUp), .key(.wheelDown)]],
        in: [.searchLine], help: "move in the matches", short: "↑↓ move",
        action: { key, _ in movement(for: key).map(Browser.Action.selectionMoved) }),
      KeyBinding(
        [[.key(.enter)]], in: [.searchLine], help: "keep the filter", short: "Enter keep",
        sends: .searchCommitted),
      KeyBinding(
        [[.key(.escape)]], in: [.searchLine, .list], help: "clear the filter",
        short: "Esc clear", action: clearFilter),
    ]),
  ]

  /// The bindings that work in `context`, first match first.
  static func bindings(in context: KeyContext) -> [KeyBinding] {
    everywhere + sections.flatMap(\.bindings).filter { $0.contexts.contains(context) }
  }

  /// The help's sections with only the bindings that work in `state`'s section.
  static func sectionsShown(in state: Browser.State) -> [Section] {
    sections.map { Section(title: $0.title, bindings: $0.bindings.filter { $0.applies(to: state) }) }
      .filter { !$0.bindings.isEmpty }
  }

  // MARK: - Actions

  /// Whether a move is selected on the Pokémon's card in front.
  private static func selectsAMove(_ state: Browser.State) -> Bool {
    guard let card = state.card, let index = card.link, card.links.indices.contains(index) else {
      return false
    }
    return card.links[index].kind == .move
  }

  /// How far a movement key moves.
  static func movement(for key: Key) -> Browser.Movement? {
    switch key {
    case .up, .character("k"): return .lines(-1)
    case .down, .character("j"): return .lines(1)
    case .wheelUp: return .lines(-3)
    case .wheelDown: return .lines(3)
    case .pageUp, .control("b"): return .pages(-1)
    case .pageDown, .control("f"), .character(" "): return .pages(1)
    case .home, .character("g"): return .top
    case .end, .character("G"): return .bottom
    default: return nil
    }
  }

  @Sendable
  private static func moveOrScroll(_ key: Key, _ state: Browser.State) -> Browser.Action? {
    guard let movement = movement(for: key) else { return nil }
    return !state.path.isEmpty ? .cardScrolled(movement) : .selectionMoved(movement)
  }

  /// Whether a Pokémon is in front to mark ★: its card, or a list of Pokémon.
  @Sendable
  private static func showsPokemon(_ state: Browser.State) -> Bool {
    if !state.path.isEmpty { return state.card != nil }
    return state.section == .pokemon || state.section == .favorites
  }

  @Sendable
  private static func chooseSection(_ key: Key, _ state: Browser.State) -> Browser.Action? {
    guard case .alt(let digit) = key, let number = Int(String(digit)),
      state.sections.indices.contains(number - 1)
    else { return nil }
    return .sectionChosen(state.sections[number - 1])
  }

  @Sendable
  private static func clearFilter(_ key: Key, _ state: Browser.State) -> Browser.Action? {
    if let list = state.referenceList {
      return list.isEditing || !list.query.isEmpty ? .searchCleared : nil
    }
    return state.search == nil ? nil : .searchCleared
  }

  /// The number typed so far with this key: `:` starts a new one, and a sixth digit too
  /// (no Pokédex number is longer).
  @Sendable
  private static func typeNumber(_ key: Key, _ state: Browser.State) -> Browser.Action? {
    guard case .character(let character) = key else { return nil }
    if character == ":" { return .numberTyped("") }
    guard character.isASCII, character.isNumber else { return nil }
    let jump = state.referenceList.map { $0.jump } ?? state.jump
    let typed = (jump ?? "") + String(character)
    return .numberTyped(typed.count > 5 ? String(character) : typed)
  }

  @Sendable
  private static func toggleFavorite(_ key: Key, _ state: Browser.State) -> Browser.Action? {
    if state.card != nil { return .card(.favoriteKeyPressed) }
    guard state.path.isEmpty else { return nil }
    if let list = state.referenceList {
      guard let row = list.selectedRow, row.kind == .pokemon else { return nil }
      return .list(.favoriteKeyPressed(row.pokemonSummary))
    }
    guard let row = state.selectedRow else { return nil }
    return state.search?.results != nil
      ? .search(.list(.favoriteKeyPressed(row))) : .list(.favoriteKeyPressed(row))
  }

  @Sendable
  private static func openNeighbor(_ key: Key, _ state: Browser.State) -> Browser.Action? {
    .neighborOpened(offset: key == .character("p") ? -1 : 1)
  }

  @Sendable
  private static func editQuery(_ key: Key, _ state: Browser.State) -> Browser.Action? {
    let query = state.damage?.defender ?? state.referenceList?.query ?? state.search?.query ?? ""
    switch key {
    case .character(let character):
      // A paste arrives as keys: a C1 control or a bidi control in it is not text to echo.
      guard SafeText.isClean(String(character)) else { return nil }
      // Past the longest text a name can be, a key is ignored: a 100 KB paste would
      // otherwise search 100,000 times, each time for a longer query.
      guard query.count < EntryQuery.maximumLength else { return nil }
      return .queryChanged(query + String(character))
    case .backspace: return .queryChanged(String(query.dropLast()))
    case .control("u"): return .queryChanged("")
    case .control("w"):
      let kept = query.split(separator: " ").dropLast().joined(separator: " ")
      return .queryChanged(kept.isEmpty ? "" : kept + " ")
    default: return nil
    }
  }
}
