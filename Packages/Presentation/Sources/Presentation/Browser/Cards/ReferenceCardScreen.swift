import Domain
/// A move's, an ability's, an item's, a type's or a nature's card on the browser's screen:
/// the card its command prints, then the entries it leads to, one a line, the selected
/// one in reverse.
public enum ReferenceCardScreen {
  /// The card's lines at `width` and the line each link stands on.
  struct Layout: Equatable {
    var lines: [String]
    var linkLines: [Int]
  }

  /// The whole card (not scrolled), with `selected` the link drawn selected.
  static func layout(
    _ content: ReferenceCardContent, selected: Int?, theme: Theme, width: Int
  ) -> Layout {
    let card = content.card
    let lines = card.body(theme: theme, width: max(20, width - 1)).map { " " + $0 }
    return appending(
      card.links, to: lines, selected: selected, theme: theme, width: width,
      heading: { card.heading(ofLinks: $0, theme: theme) })
  }

  /// `lines` followed by `links` under their groups' headings, one a line.
  static func appending(
    _ links: [CardLink], to body: [String], selected: Int?, theme: Theme, width: Int,
    heading: (String) -> String = { $0 }
  ) -> Layout {
    var lines = body
    var linkLines: [Int] = []
    var group: String?
    for (index, link) in links.enumerated() {
      if link.group != group {
        group = link.group
        lines.append("")
        lines += TextLayout.wrap(heading(link.group) + " (Enter opens)", width: max(20, width - 1))
          .map { " " + theme.paint($0, as: .heading) }
      }
      linkLines.append(lines.count)
      lines.append(row(link, selected: index == selected, theme: theme, width: width))
    }
    return Layout(lines: lines, linkLines: linkLines)
  }

  /// How many lines `content`'s card takes at `width`, links included.
  public static func layoutLineCount(_ content: ReferenceCardContent, width: Int) -> Int {
    layout(content, selected: nil, theme: .plain, width: width).lines.count
  }

  /// The screen below the header: the card from `card.scroll`, `height` lines at most
  /// (`layout` is the loaded card's, when it is at hand); a line while it loads or when
  /// it failed.
  static func lines(
    _ card: ReferenceCard.State, layout: Layout?, theme: Theme, width: Int, height: Int
  ) -> [String] {
    switch card.status {
    case .idle, .loading:
      return [theme.paint(" loading…", as: .dim)]
    case .failed(let error):
      let text = "could not load this \(card.kind.noun): \(error.message(hints: NoHints()))"
      return TextLayout.wrap(text, width: width - 1).map { " " + theme.paint($0, as: .error) }
        + [" press r to retry, Esc to go back"]
    case .loaded(let content):
      let lines = layout?.lines
        ?? Self.layout(content, selected: card.link, theme: theme, width: width).lines
      return Array(lines.dropFirst(card.scroll).prefix(height))
    }
  }

  /// "Move · Thunderbolt": the header above the card, from what opened it.
  static func header(_ card: ReferenceCard.State, theme: Theme, width: Int) -> String {
    let kind = card.kind.noun.prefix(1).uppercased() + card.kind.noun.dropFirst()
    let name = card.status.value.map { $0.card.title(theme: theme) } ?? card.displayName
    let text = TextLayout.truncate(" \(kind) · \(SafeText.clean(name))", to: width)
    return theme.paint(text, as: .heading)
  }

  /// "   #0025  Pikachu  Lv. 36, TM24"; the selected one " ▸ …", plain and in reverse,
  /// so it shows where reverse video does not (a screen reader, a copy of the screen).
  private static func row(_ link: CardLink, selected: Bool, theme: Theme, width: Int)
    -> String
  {
    var lead = selected ? " ▸ " : "   "
    if case .number(let id) = link.query {
      lead += TextLayout.padRight(PokemonListRenderer.numberText(id), to: 6) + "  "
    }
    let note = link.note.map { "  " + $0 } ?? ""
    // A type is named in the chosen language, as its badges are.
    var name = link.displayName
    if link.kind == .type, case .name(let slug) = link.query {
      name = theme.name(of: PokemonType(slug: slug))
    }
    let text = TextLayout.truncate(SafeText.clean(lead + name + note), to: width)
    return selected ? theme.selected(TextLayout.padRight(text, to: width)) : text
  }
}
