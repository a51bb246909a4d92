import Domain
import Presentation
import Testing

/// The browser's query line echoes what is typed or pasted, but no control a paste
/// carries: a C1 control or a bidi control is not text.
@Suite struct BrowserPasteTests {
  @Test(arguments: ["\u{9B}", "\u{202E}", "\u{2028}", "\u{85}"])
  func aControlInAPasteIsNotEchoedInTheQueryLine(scalar: String) {
    var state = BrowserFixtures.loaded(rows: 30)
    state.search = Browser.Search(query: "pi")
    #expect(BrowserKeys.action(for: .character(Character(scalar)), in: state) == nil)
    #expect(BrowserKeys.action(for: .character("k"), in: state) == .queryChanged("pik"))
  }

  /// A 100 KB paste searches at most as many times as a name has letters: past the
  /// longest query a name can answer, each key is ignored.
  @Test func aLongPasteStopsAtTheLongestQuery() {
    var state = BrowserFixtures.loaded(rows: 30)
    state.search = Browser.Search(query: "")
    var changes = 0
    for _ in 0..<100_000 {
      guard case .queryChanged(let query) = BrowserKeys.action(for: .character("a"), in: state)
      else { continue }
      changes += 1
      state.search?.query = query
    }
    #expect(changes == EntryQuery.maximumLength)
    #expect(state.search?.query.count == EntryQuery.maximumLength)
    #expect(BrowserKeys.action(for: .backspace, in: state)
      == .queryChanged(String(repeating: "a", count: EntryQuery.maximumLength - 1)))
  }
}
