import Domain
/// The sections other than the Pokémon (moves, abilities, items, types, natures,
/// favorites) and the entry cards opened over any section: switching sections, handing
/// a section's list the keys, and the card stack that links walk down and Esc walks back.
extension Browser {
  /// The section's list reducer, for a section with a source.
  func referenceList(_ section: BrowserSection) -> ReferenceList? {
    sources[section].map { ReferenceList(source: $0, debounce: searchDebounce, clock: clock) }
  }

  /// The entry cards' reducer: each kind loads from its section's source.
  var entryCard: ReferenceCard {
    let byKind = Dictionary(
      sources.compactMap { section, source in source.card.map { (section.kind, $0) } },
      uniquingKeysWith: { first, _ in first })
    return ReferenceCard { kind, query in
      guard let load = byKind[kind] else {
        throw PokedexError.entryNotFound(kind, query, suggestions: [])
      }
      return try await load(query)
    }
  }

  /// Handles `action` when it is the sections' or the entry cards' business; `nil` when
  /// the Pokémon section's own handling applies.
  func reduceSections(into state: inout State, _ action: Action) -> Effect<Action>? {
    switch action {
    case .sectionChosen(let section):
      return show(section, in: &state)
    case .sectionStepped(let step):
      let sections = state.sections
      guard let index = sections.firstIndex(of: state.section), !sections.isEmpty else {
        return Effect.none
      }
      let next = ((index + step) % sections.count + sections.count) % sections.count
      return show(sections[next], in: &state)
    case .reference(let section, let action):
      return reduceReference(section, action, in: &state)
    case .entry(let action):
      return reduceEntry(action, in: &state)
    case .linkOpened:
      return openLink(in: &state)
    case .card(.backKeyPressed) where state.path.last.map(\.isEntry) == true:
      state.path.removeLast()
      return .merge(.cancel(id: ReferenceCard.LoadID()), resumeFront(in: &state))
    case .cardScrolled(let movement) where state.path.last.map(\.isEntry) == true:
      scrollEntry(movement, in: &state)
      return Effect.none
    case .retryRequested where state.path.last.map(\.isEntry) == true:
      guard case .entry(let card)? = state.path.last, card.status.error != nil else {
        return Effect.none
      }
      return reduceEntry(.task, in: &state)
    default:
      break
    }
    // What follows is a section list's, with no card open over it.
    guard state.section != .pokemon, state.path.isEmpty else { return nil }
    let section = state.section
    switch action {
    case .selectionMoved(let movement):
      return reduceReference(section, .moved(movement), in: &state)
    case .rowOpened:
      guard let row = state.references[section]?.selectedRow else { return Effect.none }
      return open(row, in: &state)
    case .searchOpened:
      return reduceReference(section, .searchOpened, in: &state)
    case .queryChanged(let query):
      return reduceReference(section, .queryChanged(query), in: &state)
    case .searchCommitted:
      return reduceReference(section, .searchCommitted, in: &state)
    case .searchCleared:
      return reduceReference(section, .searchCleared, in: &state)
    case .numberTyped(let digits):
      return reduceReference(section, .numberTyped(digits), in: &state)
    case .sortCycled:
      return reduceReference(section, .sortCycled, in: &state)
    case .retryRequested:
      return reduceReference(section, .retryRequested, in: &state)
    case .neighborOpened:
      return Effect.none
    default:
      return nil
    }
  }

  // MARK: - Sections

  /// Shows `section`: parks the cards of the one shown and gives back its own; its list
  /// loads the first time it shows.
  private func show(_ section: BrowserSection, in state: inout State) -> Effect<Action> {
    guard state.sections.contains(section), section != state.section else { return .none }
    // A card's load in flight is dropped with its section and asked again when it shows:
    // an answer never lands on another section's card.
    let stop = Effect<Action>.merge(
      .cancel(id: PokemonDetail.LoadID()), .cancel(id: BrowserCard.InPlaceID()),
      .cancel(id: ReferenceCard.LoadID()),
      .cancel(id: TeamLoadID()))
    state.parkedPaths[state.section] = state.path.isEmpty ? nil : state.path.map(\.parked)
    state.path = state.parkedPaths.removeValue(forKey: section) ?? []
    state.section = section
    state.help = nil
    let resumed = resumeFront(in: &state)
    guard section != .pokemon else { return .merge(stop, resumed) }
    if state.references[section] == nil {
      state.references[section] = newList(section, in: state)
    }
    return .merge(stop, resumed, reduceReference(section, .task, in: &state))
  }

  /// Asks again for what the card in front was loading when it was parked or covered.
  func resumeFront(in state: inout State) -> Effect<Action> {
    switch state.path.last {
    case .entry(let card)? where card.status == .idle:
      return reduceEntry(.task, in: &state)
    case .team(let team)? where team.status == .idle:
      return loadTeam(in: &state)
    case .damage(let check)? where check.status == .idle && !check.isAsking:
      return loadDamage(in: &state)
    case .card(let card)?:
      if card.detail.status == .idle { return reduceCard(into: &state, .detail(.task)) }
      if card.inPlace?.isIdle == true {
        return reduceCard(into: &state, .inPlaceViewRetried)
      }
      return .none
    default:
      return .none
    }
  }

  /// A section's list before its first page: pages of a screen and more over the
  /// network, of the most at once from built-in data.
  func newList(_ section: BrowserSection, in state: State) -> ReferenceList.State {
    var list = ReferenceList.State(
      section: section,
      pageSize: readsBuiltInData ? ReferenceList.pageSize : ReferenceList.networkPageSize)
    list.isNarrowed = section == .favorites && state.favoritesNarrowed
    list.visibleRows = state.visibleRows(editing: false)
    return list
  }

  func reduceReference(
    _ section: BrowserSection, _ action: ReferenceList.Action, in state: inout State
  ) -> Effect<Action> {
    guard let reducer = referenceList(section), var list = state.references[section] else {
      return .none
    }
    list.visibleRows = state.visibleRows(editing: list.isEditing)
    let effect = reducer.reduce(into: &list, action: action)
    // The query line opened or closed: the rows on screen are one fewer or more.
    let rows = state.visibleRows(editing: list.isEditing)
    if rows != list.visibleRows {
      list.visibleRows = rows
      list.cursor = ReferenceList.visible(list.cursor, in: list)
    }
    state.references[section] = list
    return effect.map { Action.reference(section, $0) }
  }

  /// Every section's list told how many rows the screen now holds; the one shown loads
  /// what a taller screen now shows, and an entry card in front keeps within its lines.
  func resizeReferences(in state: inout State) -> Effect<Action> {
    var lists = state.references
    for (section, list) in lists {
      lists[section]?.visibleRows = state.visibleRows(editing: list.isEditing)
    }
    state.references = lists
    scrollEntry(.lines(0), in: &state)
    guard state.path.isEmpty, state.section != .pokemon else { return .none }
    return reduceReference(state.section, .resized, in: &state)
  }

  /// The favorites changed: the favorites section's list loads again, keeping the
  /// selection on the same Pokémon where it still is there.
  func refreshFavorites(in state: inout State) -> Effect<Action> {
    guard let list = state.references[.favorites], list.status != .idle else { return .none }
    let kept = list.selectedRow?.id
    var effect = reduceReference(.favorites, .queryChanged(list.query), in: &state)
    state.references[.favorites]?.isEditing = list.isEditing
    if let kept {
      state.references[.favorites]?.cursor.seek = .entry(
        id: kept, otherwise: list.cursor.selection)
    }
    if !readsBuiltInData {
      // Over the network the reload waits out the search's pause; start it now.
      effect = .merge(effect, reduceReference(.favorites, .queryDebounced, in: &state))
    }
    return effect
  }

  // MARK: - Cards

  /// Opens `row`'s card over its section: a Pokémon's the Pokédex's, any other its own.
  private func open(_ row: ReferenceRow, in state: inout State) -> Effect<Action> {
    guard row.kind != .pokemon else { return push(pokemon: row.pokemonSummary, in: &state) }
    return push(
      entry: ReferenceCard.State(kind: row.kind, query: row.query, displayName: row.displayName),
      in: &state)
  }

  /// Opens the link selected on the card in front, over it.
  private func openLink(in state: inout State) -> Effect<Action> {
    let selected: (links: [CardLink], index: Int?)
    switch state.path.last {
    case .entry(let card)?: selected = (card.links, card.link)
    case .card(let card)?: selected = (card.links, card.link)
    case .team?, .damage?, nil: return .none
    }
    guard let index = selected.index, selected.links.indices.contains(index) else {
      return .none
    }
    let link = selected.links[index]
    guard link.kind == .pokemon else {
      return push(
        entry: ReferenceCard.State(kind: link.kind, query: link.query, displayName: link.displayName),
        in: &state)
    }
    // Until it loads, the card knows only what the link says: its header shows the name,
    // and f and m wait for the Pokémon itself.
    var id = 0
    if case .number(let number) = link.query { id = number }
    let summary = PokemonSummary(
      id: id, name: "", displayName: link.displayName, speciesID: id, types: [])
    return push(pokemon: summary, query: link.query, in: &state)
  }

  private func push(
    pokemon summary: PokemonSummary, query: EntryQuery? = nil, in state: inout State
  ) -> Effect<Action> {
    let card = BrowserCard.State(
      detail: PokemonDetail.State(
        query: query ?? .number(summary.id), game: state.game, favorites: state.favorites),
      row: summary)
    state.path.append(.card(card))
    return reduceCard(into: &state, .detail(.task))
  }

  private func push(entry card: ReferenceCard.State, in state: inout State) -> Effect<Action> {
    state.path.append(.entry(card))
    return reduceEntry(.task, in: &state)
  }

  private func reduceEntry(_ action: ReferenceCard.Action, in state: inout State)
    -> Effect<Action>
  {
    guard let front = state.path.indices.last, case .entry(var card) = state.path[front] else {
      return .none
    }
    let effect = entryCard.reduce(into: &card, action: action)
    state.path[front] = .entry(card)
    return effect.map(Action.entry)
  }

  func scrollEntry(_ movement: Movement, in state: inout State) {
    guard let front = state.path.indices.last, case .entry(var card) = state.path[front],
      let content = card.status.value
    else { return }
    let layout = ReferenceCardScreen.layout(
      content, selected: nil, theme: theme, width: state.size.columns)
    let moved = CardScroll(scroll: card.scroll, link: card.link).moved(
      movement, lineCount: layout.lines.count, linkLines: layout.linkLines,
      visible: state.visibleCardLines)
    card.scroll = moved.scroll
    card.link = moved.link
    state.path[front] = .entry(card)
  }
}

extension Browser.State {
  /// The list of the section shown, when it is not the Pokémon's.
  public var referenceList: ReferenceList.State? {
    section == .pokemon ? nil : references[section]
  }

  /// The entry card in front, if the screen in front is one.
  public var entryCard: ReferenceCard.State? {
    guard case .entry(let card)? = path.last else { return nil }
    return card
  }

  /// Whether the top line names the sections: where there is more than one.
  public var showsSections: Bool { sections.count > 1 }

  /// How many list rows fit: the screen less the top line, the headings, the status line
  /// and the query line when it shows.
  func visibleRows(editing: Bool) -> Int {
    max(1, size.rows - 2 - (showsSections ? 1 : 0) - (editing ? 1 : 0))
  }
}
