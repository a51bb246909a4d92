import Domain
/// The cards on the path: opening one from the list (or its neighbour in place of the one
/// in front), handing it its actions, scrolling it, and popping it when it asks to go back.
extension Browser {
  // MARK: - The path

  /// Opens `row`'s card: pushed over the list, or in place of the card in front.
  func open(_ row: PokemonSummary, in state: inout State) -> Effect<Action> {
    let card = BrowserCard.State(
      detail: PokemonDetail.State(
        query: .number(row.id), game: state.game, favorites: state.favorites),
      row: row)
    if let front = state.path.indices.last {
      state.path[front] = .card(card)
    } else {
      state.path.append(.card(card))
    }
    return reduceCard(into: &state, .detail(.task))
  }

  /// Opens the card of the row `offset` rows from the selection, moving the selection
  /// there, in place of the card in front.
  func openNeighbor(_ offset: Int, in state: inout State) -> Effect<Action> {
    let rows = state.shownList.rows
    let index = state.cursor.selection + offset
    guard state.card != nil, rows.indices.contains(index) else { return .none }
    state.cursor = Self.keepingSelectionVisible(
      Cursor(selection: index, top: state.cursor.top), in: state)
    let more = prefetch(into: &state)
    return .merge(more, open(rows[index], in: &state))
  }

  /// Pops the card in front and drops its loads.
  func closeCard(in state: inout State) -> Effect<Action> {
    guard state.card != nil else { return .none }
    state.path.removeLast()
    return .merge(
      .cancel(id: PokemonDetail.LoadID()), .cancel(id: BrowserCard.InPlaceID()),
      resumeFront(in: &state))
  }

  // MARK: - The card in front

  /// Hands `action` to the card in front, keeping its scroll within its lines.
  func reduceCard(into state: inout State, _ action: BrowserCard.Action) -> Effect<Action> {
    guard let front = state.path.indices.last, case .card(var card) = state.path[front] else {
      return .none
    }
    let effect = BrowserCard(
      detail: detail, learnset: learnset, speedTiers: speedTiers, whereabouts: whereabouts
    ).reduce(into: &card, action: action)
    card.scroll = clampedCardScroll(card.scroll, of: card, in: state)
    state.path[front] = .card(card)
    return effect.map(Action.card)
  }

  func scrollCard(_ movement: Movement, in state: inout State) {
    guard let front = state.path.indices.last, case .card(var card) = state.path[front] else {
      return
    }
    let layout = BrowserScreen.cardLayout(
      card, theme: theme, width: state.size.columns, height: state.visibleCardLines)
    var moved = CardScroll(scroll: card.scroll, link: card.link).moved(
      movement, lineCount: layout.lines.count, linkLines: layout.linkLines,
      visible: state.visibleCardLines)
    // A page is the whole screen on a Pokémon's card.
    if case .pages(let pages) = movement {
      moved = CardScroll(scroll: card.scroll + pages * state.visibleCardLines, link: card.link)
        .moved(.lines(0), lineCount: layout.lines.count, linkLines: layout.linkLines,
          visible: state.visibleCardLines)
    }
    card.scroll = moved.scroll
    card.link = moved.link
    state.path[front] = .card(card)
  }

  /// Keeps the scroll of the card in front within its lines, after the size changed.
  func clampCardScroll(in state: inout State) {
    guard let front = state.path.indices.last, case .card(var card) = state.path[front] else {
      return
    }
    card.scroll = clampedCardScroll(card.scroll, of: card, in: state)
    state.path[front] = .card(card)
  }

  /// `scroll` kept between the card's top and the scroll that shows its last line at the
  /// bottom of the screen.
  func clampedCardScroll(_ scroll: Int, of card: BrowserCard.State, in state: State) -> Int {
    let count = BrowserScreen.cardLayout(
      card, theme: theme, width: state.size.columns, height: state.visibleCardLines
    ).lines.count
    return max(0, min(scroll, count - state.visibleCardLines))
  }
}

extension Browser.State {
  /// The card in front, if the screen in front is a card.
  public var card: BrowserCard.State? {
    guard case .card(let card)? = path.last else { return nil }
    return card
  }
}
