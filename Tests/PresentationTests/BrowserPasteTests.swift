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
}
