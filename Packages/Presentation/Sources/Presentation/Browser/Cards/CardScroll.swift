import Domain
/// How a card with links scrolls: as a pager until a link is on screen, then from link to
/// link, the screen following the link selected (the way a text web browser moves).
///
/// Pure arithmetic on line numbers: the card's length, the lines its links stand on and
/// how many lines the screen holds.
public struct CardScroll: Equatable, Sendable {
  /// The first line on screen.
  public var scroll: Int
  /// The link selected.
  public var link: Int?

  /// `self` moved by `movement` on a card of `lineCount` lines whose links stand on
  /// `linkLines`, `visible` lines on screen.
  public func moved(
    _ movement: Browser.Movement, lineCount: Int, linkLines: [Int], visible: Int
  ) -> CardScroll {
    var next = self
    let visible = max(1, visible)
    let maximum = max(0, lineCount - visible)
    switch movement {
    case .lines(let lines) where lines == 1 || lines == -1:
      next = stepped(lines, linkLines: linkLines, visible: visible)
    case .lines(let lines):
      next.scroll += lines
    case .pages(let pages):
      next.scroll += pages * max(1, visible - 1)
    case .top:
      next = CardScroll(scroll: 0, link: nil)
    case .bottom:
      next = CardScroll(scroll: maximum, link: linkLines.indices.last)
    }
    next.scroll = max(0, min(next.scroll, maximum))
    // A link scrolled off screen is no longer the one Enter opens.
    if let link = next.link, linkLines.indices.contains(link) {
      let line = linkLines[link]
      if line < next.scroll || line >= next.scroll + visible {
        next.link = linkLines.indices.first { linkLines[$0] >= next.scroll
          && linkLines[$0] < next.scroll + visible }
      }
    } else {
      next.link = nil
    }
    return next
  }

  /// One line down or up: to the next link when it is on screen (scrolling to keep it
  /// there), else one line of scroll.
  private func stepped(_ step: Int, linkLines: [Int], visible: Int) -> CardScroll {
    var next = self
    let onScreen = { (line: Int) in line >= self.scroll && line < self.scroll + visible }
    if step > 0 {
      let target = link.map { $0 + 1 } ?? linkLines.indices.first { onScreen(linkLines[$0]) }
      if let target, linkLines.indices.contains(target),
        linkLines[target] < scroll + visible + 1
      {
        next.link = target
        let line = linkLines[target]
        if line >= scroll + visible { next.scroll = line - visible + 1 }
      } else {
        next.scroll += 1
      }
    } else if let link, linkLines.indices.contains(link) {
      if link > 0 {
        next.link = link - 1
        let line = linkLines[link - 1]
        if line < scroll { next.scroll = line }
      } else {
        next.link = nil
        next.scroll -= 1
      }
    } else {
      next.scroll -= 1
    }
    return next
  }
}
