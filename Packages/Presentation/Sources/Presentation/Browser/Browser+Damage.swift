import Domain

/// A damage check (`d` on a move of a Pokémon's card): asking for the defender on one
/// line, working it out, scrolling it, and going back to the card.
extension Browser {
  /// Identifies the check's load, dropped when it is closed.
  public struct DamageLoadID: Hashable, Sendable {
    public init() {}
  }

  /// Handles `action` when it is the damage check's business; `nil` otherwise.
  func reduceDamage(into state: inout State, _ action: Action) -> Effect<Action>? {
    switch action {
    case .damageOpened:
      guard damage != nil, let card = state.card, let index = card.link,
        card.links.indices.contains(index), card.links[index].kind == .move
      else { return Effect.none }
      let attacker = card.detail.pokemon?.summary ?? card.row
      state.path.append(.damage(DamageCheck(
        attacker: attacker, move: card.links[index], game: card.moves?.status.value?.game?.slug)))
      return Effect.none
    case .queryChanged(let text) where state.damage?.isAsking == true:
      updateDamage(in: &state) { $0.defender = text }
      return Effect.none
    case .searchCommitted where state.damage?.isAsking == true:
      guard state.damage?.defender.contains(where: { !$0.isWhitespace }) == true else {
        return Effect.none
      }
      updateDamage(in: &state) { $0.isAsking = false }
      return loadDamage(in: &state)
    case .damageLoaded(let result):
      guard let check = state.damage, check.status.isLoading else { return Effect.none }
      updateDamage(in: &state) { $0.status = LoadStatus(result) }
      return Effect.none
    case .card(.backKeyPressed) where state.damage != nil:
      state.path.removeLast()
      return .merge(.cancel(id: DamageLoadID()), resumeFront(in: &state))
    case .cardScrolled(let movement) where state.damage?.isAsking == false:
      scrollDamage(movement, in: &state)
      return Effect.none
    case .retryRequested where state.damage?.status.error != nil:
      return loadDamage(in: &state)
    default:
      return nil
    }
  }

  /// Works out the check in front, the defender as typed.
  func loadDamage(in state: inout State) -> Effect<Action> {
    guard let damage, let check = state.damage else { return .none }
    updateDamage(in: &state) { $0.status = .loading }
    let attacker = EntryQuery.number(check.attacker.id)
    let move = check.move.query
    let typed = check.defender
    let game = check.game
    return Effect.load(
      {
        // Text no name can be is a name no Pokémon has, as the list's search says it.
        guard let defender = try? EntryQuery.parse(typed) else {
          throw PokedexError.entryNotFound(.pokemon, .name(typed), suggestions: [])
        }
        return try await damage(attacker, move, defender, game)
      }, then: Action.damageLoaded
    ).cancellable(id: DamageLoadID(), cancelInFlight: true)
  }

  /// Scrolls the check in front as a card without links scrolls; `.lines(0)` keeps it
  /// within its lines after the size changed.
  func scrollDamage(_ movement: Movement, in state: inout State) {
    guard let check = state.damage else { return }
    let count = check.lines(theme: theme, width: state.size.columns).count
    let scroll = CardScroll(scroll: check.scroll, link: nil).moved(
      movement, lineCount: count, linkLines: [], visible: state.visibleCardLines
    ).scroll
    updateDamage(in: &state) { $0.scroll = scroll }
  }

  private func updateDamage(in state: inout State, _ change: (inout DamageCheck) -> Void) {
    guard case .damage(var check)? = state.path.last else { return }
    change(&check)
    state.path[state.path.count - 1] = .damage(check)
  }
}

extension Browser.State {
  /// The damage check in front, if that is the screen in front.
  public var damage: DamageCheck? {
    guard case .damage(let check)? = path.last else { return nil }
    return check
  }
}
