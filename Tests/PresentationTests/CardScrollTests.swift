@testable import Presentation
import Testing

/// How a card with links scrolls: a pager until a link is on screen, then link by link,
/// the screen following the selection. A card of 30 lines whose links stand on lines 20,
/// 21 and 22, ten lines on screen.
@Suite("A card's scroll and links")
struct CardScrollTests {
  static let links = [20, 21, 22]

  static func move(_ from: CardScroll, _ movement: Browser.Movement) -> CardScroll {
    from.moved(movement, lineCount: 30, linkLines: links, visible: 10)
  }

  @Test func downScrollsUntilALinkIsOnScreenThenGoesFromLinkToLink() {
    #expect(Self.move(CardScroll(scroll: 0, link: nil), .lines(1)) == CardScroll(scroll: 1, link: nil))
    // Lines 12 to 21 on screen: the first link is there, and is selected in place.
    let first = Self.move(CardScroll(scroll: 12, link: nil), .lines(1))
    #expect(first == CardScroll(scroll: 12, link: 0))
    let second = Self.move(first, .lines(1))
    #expect(second == CardScroll(scroll: 12, link: 1))
    // The third is just below the screen: selected, and the screen follows it.
    let third = Self.move(second, .lines(1))
    #expect(third == CardScroll(scroll: 13, link: 2))
    // At the last link, down scrolls on (to the card's end) and keeps it.
    #expect(Self.move(third, .lines(1)) == CardScroll(scroll: 14, link: 2))
  }

  @Test func upGoesBackThroughTheLinksThenScrolls() {
    let second = Self.move(CardScroll(scroll: 13, link: 2), .lines(-1))
    #expect(second == CardScroll(scroll: 13, link: 1))
    let none = Self.move(CardScroll(scroll: 13, link: 0), .lines(-1))
    #expect(none == CardScroll(scroll: 12, link: nil))
    #expect(Self.move(CardScroll(scroll: 0, link: nil), .lines(-1)) == CardScroll(scroll: 0, link: nil))
  }

  @Test func topBottomAndPages() {
    #expect(Self.move(CardScroll(scroll: 13, link: 1), .top) == CardScroll(scroll: 0, link: nil))
    #expect(Self.move(CardScroll(scroll: 0, link: nil), .bottom) == CardScroll(scroll: 20, link: 2))
    // A page up from the bottom leaves the selected link off screen: the first link still
    // on screen is selected, so Enter never opens one the user cannot see.
    #expect(Self.move(CardScroll(scroll: 20, link: 2), .pages(-1)) == CardScroll(scroll: 11, link: 0))
    #expect(Self.move(CardScroll(scroll: 0, link: nil), .pages(-1)) == CardScroll(scroll: 0, link: nil))
  }

  @Test func aLinkNoLongerOnTheCardIsDropped() {
    #expect(CardScroll(scroll: 0, link: 7).moved(
      .lines(-1), lineCount: 30, linkLines: Self.links, visible: 10) == CardScroll(scroll: 0, link: nil))
    #expect(CardScroll(scroll: 5, link: 1).moved(
      .lines(1), lineCount: 8, linkLines: [], visible: 10) == CardScroll(scroll: 0, link: nil))
  }
}
