import Domain
/// The top line: the sections, the one shown in reverse, numbered where there is room.
/// Where they do not all fit, the
/// one shown between its neighbours' arrows and its place ("‹ Moves › 2/7").
enum BrowserTopLine {
  static func line(_ state: Browser.State, theme: Theme) -> String {
    let width = state.size.columns
    let sections = state.sections
    // With their numbers (Alt and the number) where they fit, else without.
    var names = sections.enumerated().map { " \($0.offset + 1) \($0.element.title) " }
    // The line is a space, the names and a space after each: two columns more than them.
    if TextLayout.width(names.joined(separator: " ")) + 2 > width {
      names = sections.map { " \($0.title) " }
    }
    if TextLayout.width(names.joined(separator: " ")) + 2 <= width {
      var line = " "
      for (section, name) in zip(sections, names) {
        line += section == state.section ? theme.selected(name) : theme.paint(name, as: .dim)
        line += " "
      }
      return line
    }
    let place = (sections.firstIndex(of: state.section) ?? 0) + 1
    let text = " ‹ \(state.section.title) › \(place)/\(sections.count) · Tab next"
    return theme.paint(TextLayout.truncate(text, to: width), as: .heading)
  }
}
