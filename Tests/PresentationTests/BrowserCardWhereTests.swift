import Domain
import PokedexTesting
import Presentation
import Testing

/// `w` on a Pokémon's card: where it is met in the wild in place of the card, each place
/// a link to its own card; `w` again, `m` or `b` give the card's other views back.
@MainActor
@Suite("Browser: where a card's Pokémon is met")
struct BrowserCardWhereTests {
  nonisolated static let everywhere = Whereabouts(
    pokemon: SampleCards.pikachu.summary, game: nil,
    games: EncounterGrouping.grouped(EncounterExamples.pikachu))

  static func browser(
    _ whereabouts: @escaping @Sendable (Pokemon) async throws -> Whereabouts
  ) -> Browser {
    var browser = BrowserFixtures.browser()
    browser.whereabouts = whereabouts
    return browser
  }

  /// The card of the reducer tests' Pokémon, changed by `edit`.
  static func card(_ edit: (inout BrowserCard.State) -> Void) -> [Browser.Destination] {
    guard case .card(var card) = BrowserCardReducerTests.card(16, .loaded(SampleCards.pikachu))
    else { return [] }
    edit(&card)
    return [.card(card)]
  }

  @Test func shownInPlaceOfTheCardAndBack() async {
    let asked = Recorded<Pokemon>()
    let store = TestStore(
      initialState: BrowserCardReducerTests.midwayWithCard(16),
      reducer: Self.browser { pokemon in
        asked.append(pokemon)
        return Self.everywhere
      })
    await store.send(.card(.whereToggled)) { $0.path = Self.card { $0.inPlace = .whereabouts(.loading) } }
    await store.receive(.card(.whereaboutsLoaded(.success(Self.everywhere)))) {
      $0.path = Self.card { $0.inPlace = .whereabouts(.loaded(Self.everywhere)) }
    }
    // The card's Pokémon as it loaded, not read a second time.
    #expect(asked.all == [SampleCards.pikachu])
    await store.send(.card(.whereToggled)) { $0.path = Self.card { _ in } }
    // `b` in place of where it is met: one view in place of the card at a time.
    await store.send(.card(.whereToggled)) { $0.path = Self.card { $0.inPlace = .whereabouts(.loading) } }
    await store.send(.card(.battleToggled)) { $0.path = Self.card { $0.inPlace = .battle(.idle) } }
    await store.send(.card(.whereToggled)) { $0.path = Self.card { $0.inPlace = .whereabouts(.loading) } }
    await store.receive(.card(.whereaboutsLoaded(.success(Self.everywhere)))) {
      $0.path = Self.card { $0.inPlace = .whereabouts(.loaded(Self.everywhere)) }
    }
    await store.send(.card(.backKeyPressed))
    await store.receive(.card(.delegate(.backRequested))) {
      $0 = BrowserCardReducerTests.midway()
    }
  }

  /// A failed load says so and is retried with `r`; where cards cannot say it, `w` does
  /// nothing.
  @Test func failedRetriedOrNotOffered() async {
    let failing = TestStore(
      initialState: BrowserCardReducerTests.midwayWithCard(16),
      reducer: Self.browser { _ in throw PokedexError.timedOut(url: "x") })
    await failing.send(.card(.whereToggled)) { $0.path = Self.card { $0.inPlace = .whereabouts(.loading) } }
    await failing.receive(.card(.whereaboutsLoaded(.failure(.timedOut(url: "x"))))) {
      $0.path = Self.card { $0.inPlace = .whereabouts(.failed(.timedOut(url: "x"))) }
    }
    await failing.send(.retryRequested) { $0.path = Self.card { $0.inPlace = .whereabouts(.loading) } }
    await failing.receive(.card(.whereaboutsLoaded(.failure(.timedOut(url: "x"))))) {
      $0.path = Self.card { $0.inPlace = .whereabouts(.failed(.timedOut(url: "x"))) }
    }
    let without = TestStore(
      initialState: BrowserCardReducerTests.midwayWithCard(16), reducer: BrowserFixtures.browser())
    await without.send(.card(.whereToggled))
  }

  /// The view: where it is met as `where` says it, then a link per place with the games
  /// it is met there in, each opening the place's card.
  @Test func theViewAndItsLinks() {
    guard case .card(let card)? = Self.card({ $0.inPlace = .whereabouts(.loaded(Self.everywhere)) }).first
    else { return }
    #expect(card.links.map(\.query) == [.name("viridian-forest"), .name("power-plant")])
    #expect(card.links.allSatisfy { $0.kind == .location })
    var state = BrowserCardReducerTests.midway()
    state.path = [.card(card)]
    let screen = BrowserScreen.render(state, theme: .plain, size: TerminalSize(columns: 60, rows: 30))
    // Below the header, above the status line, without the blank lines that fill the
    // screen.
    var shown = Array(screen.dropFirst().dropLast())
    while shown.last == "" { shown.removeLast() }
    // The heading, then what `where` prints under its title and lead line (its own tests
    // hold that text), at the card's width less its margin, then the links.
    let whereText = Self.everywhere.text(width: 59)
      .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).dropLast()
    let expected = [" Where it is met in the wild (w: back to the card)"]
      + whereText.map { $0.isEmpty ? "" : " " + $0 }
      + ["", " Places (Enter opens)", "   Viridian Forest  Red · Blue · Yellow", "   Power Plant  Yellow"]
    #expect(shown == expected)
    #expect(shown.count == 20)
  }
}
