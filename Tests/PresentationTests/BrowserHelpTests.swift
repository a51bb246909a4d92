import Domain
@testable import Presentation
import Testing

/// The keys are written once, in the browser's table: what a key does, what `?` shows and
/// what `browse --help` says all come from it, so no key can be bound and not shown, or
/// shown and not bound.
@Suite("Browser help")
struct BrowserHelpTests {
  /// Keys a user may press: every named key, Ctrl with each letter, the printable ASCII
  /// characters and a few others.
  static let keys: [Key] = {
    let named: [Key] = [
      .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape,
      .backspace, .tab, .backTab, .delete, .insert, .wheelUp, .wheelDown, .unknown,
    ]
    let functions = (1...12).map(Key.function)
    let controls = "abcdefghijklmnopqrstuvwxyz".map(Key.control)
    let printable = (32...126).compactMap(Unicode.Scalar.init).map { Key.character(Character($0)) }
    return named + functions + controls + printable + "é★".map(Key.character)
      + "0123456789".map(Key.alt)
  }()

  /// A state in `context` where every binding there has something to act on: rows, a
  /// filter for Esc to clear, a card to scroll.
  static func state(_ context: KeyContext) -> Browser.State {
    var state = BrowserFixtures.loaded(rows: 30)
    switch context {
    case .list:
      state.search = Browser.Search(query: "pi", isEditing: false)
    case .card:
      state.path = [.card(BrowserCard.State(
        detail: PokemonDetail.State(query: .number(1)), row: BrowserFixtures.rows(1...1)[0]))]
    case .searchLine:
      state.search = Browser.Search(query: "pi")
    case .defenderLine:
      let row = BrowserFixtures.rows(1...1)[0]
      state.path = [
        .card(BrowserCard.State(detail: PokemonDetail.State(query: .number(1)), row: row)),
        .damage(DamageCheck(
          attacker: row,
          move: CardLink(kind: .move, query: .name("tackle"), displayName: "Tackle", note: nil, group: "Moves"),
          defender: "pi")),
      ]
    }
    return state
  }

  @Test(arguments: KeyContext.allCases)
  func everyKeyThatDoesSomethingIsInTheHelpAndEveryKeyInTheHelpDoesSomething(
    _ context: KeyContext
  ) {
    let state = Self.state(context)
    #expect(BrowserKeys.context(of: state) == context)
    let bindings = BrowserKeys.bindings(for: state)
    let listed = Self.keys.filter { key in bindings.contains { $0.matches(key) } }
    let bound = Self.keys.filter { BrowserKeys.action(for: $0, in: state) != nil }
    #expect(bound == listed, "\(context)")
  }

  @Test func everyBindingIsOnTheQuestionMarkScreenAndInBrowseHelp() {
    let size = TerminalSize(columns: 120, rows: 40)
    var state = BrowserFixtures.loaded(rows: 30)
    state.help = Browser.Help()
    let screen = BrowserScreen.render(state, theme: .plain, size: size)
    let text = BrowserKeys.helpText(for: state)
    #expect(BrowserKeys.helpText().first == " Keys · ^C quits")
    #expect(screen.first?.hasPrefix(" Keys · any key closes · ^C quits") == true)
    // Below the title, `browse --help` says what the screen shows, line for line.
    #expect(text.dropFirst().map(Self.trimmed) == screen.dropFirst().prefix(text.count - 1)
      .map(Self.trimmed))
    let all = BrowserKeys.helpText()
    for context in KeyContext.allCases {
      for binding in BrowserKeys.bindings(in: context) where !binding.matches(.interrupt) {
        #expect(all.contains { $0.contains(binding.label) && $0.hasSuffix(binding.help) },
          "\(binding.label)")
      }
    }
  }

  @Test func everyBindingIsOnTheSmallestScreenSaidShort() {
    var state = BrowserFixtures.loaded(rows: 30)
    state.help = Browser.Help()
    let screen = BrowserScreen.render(state, theme: .plain, size: Browser.minimumSize)
      .joined(separator: "\n")
    for context in KeyContext.allCases {
      for binding in BrowserKeys.bindings(in: context) where binding.applies(to: state) {
        #expect(screen.contains(binding.short), "\(binding.short)")
      }
    }
  }

  static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }
}
