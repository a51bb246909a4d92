@testable import Domain
import PokedexTesting
import Presentation
import Testing

/// A damage check (`d` on a move of a Pokémon's card): the defender typed on its line,
/// worked out with the card's Pokémon and the move selected, scrolled, retried and
/// closed back to the card.
@MainActor
@Suite("Browser reducer: a damage check")
struct BrowserDamageReducerTests {
  /// Pikachu's card of moves, Swift (its second link) selected.
  static func cardOfMoves() -> Browser.State {
    var state = BrowserScreenSamples.card(.loaded(SampleCards.pikachu))
    guard case .card(var card) = state.path[0] else { return state }
    card.inPlace = .moves(BrowserCard.Moves(status: .loaded(Learnset(
      game: SampleMoves.scarletViolet, games: [SampleMoves.scarletViolet],
      moves: [
        LearnedMove(
          move: BrowserScreenSamples.summary(SampleMoves.thunderbolt), method: "machine",
          level: nil, machine: "tm126"),
        LearnedMove(
          move: BrowserScreenSamples.summary(SampleMoves.swift), method: "level-up", level: 12,
          machine: nil),
      ]))))
    card.link = 1
    state.path = [.card(card)]
    return state
  }

  static func browser(
    _ damage: @escaping @Sendable (EntryQuery, EntryQuery, EntryQuery, String?) async throws -> DamageSheet
  ) -> Browser {
    var browser = BrowserFixtures.browser()
    browser.damage = damage
    return browser
  }

  static func check(
    _ defender: String, asking: Bool = true, _ status: LoadStatus<DamageSheet> = .idle
  ) -> Browser.Destination {
    let card = Self.cardOfMoves()
    guard case .card(let front) = card.path[0], let index = front.link else {
      return .damage(DamageCheck(attacker: SampleRows.pikachu, move: BrowserScreenSamples.damagedMove))
    }
    return .damage(DamageCheck(
      attacker: SampleCards.pikachu.summary, move: front.links[index], game: "scarlet-violet",
      defender: defender, isAsking: asking, status: status))
  }

  /// `d` opens the defender's line, letters go into it, Enter works it out with the card's
  /// Pokémon and the move selected, by number and by name, as in the game of the card's
  /// moves; Esc goes back to the card.
  @Test func askedTypedWorkedOutAndClosed() async throws {
    let asked = Recorded<String>()
    let state = Self.cardOfMoves()
    let store = TestStore(
      initialState: state,
      reducer: Self.browser { attacker, move, defender, game in
        asked.append("\(attacker) \(move) \(defender) \(game ?? "today")")
        return DamageScreenTests.sheet
      })
    let card = state.path[0]
    #expect(BrowserKeys.action(for: .character("d"), in: state) == .damageOpened)
    await store.send(.damageOpened) { $0.path = [card, Self.check("")] }
    #expect(BrowserKeys.context(of: store.state) == .defenderLine)
    #expect(BrowserKeys.action(for: .character("h"), in: store.state) == .queryChanged("h"))
    await store.send(.queryChanged("heatran")) { $0.path = [card, Self.check("heatran")] }
    await store.send(.searchCommitted) {
      $0.path = [card, Self.check("heatran", asking: false, .loading)]
    }
    await store.receive(.damageLoaded(.success(DamageScreenTests.sheet))) {
      $0.path = [card, Self.check("heatran", asking: false, .loaded(DamageScreenTests.sheet))]
    }
    let move = try #require(Self.cardOfMoves().card?.links[1].query)
    #expect(asked.all == ["\(EntryQuery.number(25)) \(move) \(EntryQuery.name("heatran")) scarlet-violet"])
    await store.send(.card(.backKeyPressed)) { $0.path = [card] }
  }

  /// An empty line is not worked out; Esc on the line goes back to the card.
  @Test func anEmptyLineWaitsAndEscGoesBack() async {
    let state = Self.cardOfMoves()
    let store = TestStore(initialState: state, reducer: Self.browser { _, _, _, _ in DamageScreenTests.sheet })
    let card = state.path[0]
    await store.send(.damageOpened) { $0.path = [card, Self.check("")] }
    await store.send(.queryChanged("  ")) { $0.path = [card, Self.check("  ")] }
    await store.send(.searchCommitted)
    #expect(BrowserKeys.action(for: .escape, in: store.state) == .card(.backKeyPressed))
    await store.send(.card(.backKeyPressed)) { $0.path = [card] }
  }

  /// A failure is said and retried with `r`.
  @Test func aFailureIsRetried() async {
    let state = Self.cardOfMoves()
    let store = TestStore(
      initialState: state, reducer: Self.browser { _, _, _, _ in throw PokedexError.timedOut(url: "x") })
    let card = state.path[0]
    await store.send(.damageOpened) { $0.path = [card, Self.check("")] }
    await store.send(.queryChanged("mew")) { $0.path = [card, Self.check("mew")] }
    await store.send(.searchCommitted) { $0.path = [card, Self.check("mew", asking: false, .loading)] }
    await store.receive(.damageLoaded(.failure(.timedOut(url: "x")))) {
      $0.path = [card, Self.check("mew", asking: false, .failed(.timedOut(url: "x")))]
    }
    await store.send(.retryRequested) { $0.path = [card, Self.check("mew", asking: false, .loading)] }
    await store.receive(.damageLoaded(.failure(.timedOut(url: "x")))) {
      $0.path = [card, Self.check("mew", asking: false, .failed(.timedOut(url: "x")))]
    }
  }

  /// `d` means nothing where no move is selected, nor where the browser offers no check.
  @Test func nothingWithoutAMoveOrACheck() async {
    var state = Self.cardOfMoves()
    if case .card(var card) = state.path[0] {
      card.link = nil
      state.path = [.card(card)]
    }
    #expect(BrowserKeys.action(for: .character("d"), in: state) == nil)
    let store = TestStore(initialState: Self.cardOfMoves(), reducer: BrowserFixtures.browser())
    await store.send(.damageOpened)
  }
}
