import Domain
/// Turns the natures asked for into text: all of them as one table (the stat raised and
/// lowered, the flavor liked and disliked, neutral ones marked), or one nature's lines.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum NatureRenderer {
  /// The text for `state`, ending in a newline; `state.request` is the nature asked for.
  public static func render(
    _ state: Lookup<EntryQuery?, [Nature]>.State, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    let width = max(20, width)
    let lines: [String]
    switch state.status {
    case .idle, .loading:
      lines = ["loading the natures…"]
    case .failed(let error):
      lines = TextLayout.wrap(
        "could not load the natures: \(error.message(hints: hints))", width: width
      ).map { theme.paint($0, as: .error) }
    case .loaded(let natures):
      if state.request != nil, let nature = natures.first {
        lines = card(nature, theme: theme, width: width)
      } else {
        lines = table(natures, width: width)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func card(_ nature: Nature, theme: Theme, width: Int) -> [String] {
    var lines = [theme.paint(TextLayout.truncate(nature.displayName, to: width), as: .heading)]
    guard !nature.isNeutral else {
      return lines + TextLayout.wrap(
        "Neutral: raises and lowers no stat, likes and dislikes no flavor.", width: width)
    }
    lines += TextLayout.pack(
      [
        "Raises \(name(nature.raises)) (×1.1)", "lowers \(name(nature.lowers)) (×0.9)",
      ],
      separator: " · ", width: width)
    lines += TextLayout.pack(
      ["Likes \(name(nature.likes)) food", "dislikes \(name(nature.dislikes)) food"],
      separator: " · ", width: width)
    return lines
  }

  static func table(_ natures: [Nature], width: Int) -> [String] {
    let columns: [FittedTable.Column] = [
      .init(header: "Nature", alignsRight: false, keep: nil),
      .init(header: "Raises", alignsRight: false, keep: nil),
      .init(header: "Lowers", alignsRight: false, keep: nil),
      .init(header: "Likes", alignsRight: false, keep: 1),
      .init(header: "Dislikes", alignsRight: false, keep: 0),
    ]
    let rows = natures.map { nature -> [String] in
      guard !nature.isNeutral else { return [nature.displayName, "neutral", "—", "—", "—"] }
      return [
        nature.displayName, name(nature.raises), name(nature.lowers), name(nature.likes),
        name(nature.dislikes),
      ]
    }
    let fitted = FittedTable(columns: columns, rows: rows, flexible: 0)
    return fitted.lines(
      width: width, indent: "", dropping: fitted.dropped(width: width, indent: ""))
  }

  /// "Sour", "Defense"; "—" for none.
  private static func name(_ named: NamedSlug?) -> String {
    named?.displayName ?? "—"
  }
}

/// The natures as JSON for scripts (docs/json.md): an array, of one for a name.
public enum NatureJSON {
  struct Row: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let raises: OrNull<String>
    let lowers: OrNull<String>
    let likes: OrNull<String>
    let dislikes: OrNull<String>
    let isNeutral: Bool
  }

  public static func render(_ natures: [Nature]) -> String {
    let rows = natures.map {
      Row(
        id: $0.id, name: $0.name, displayName: $0.displayName, raises: OrNull($0.raises?.slug),
        lowers: OrNull($0.lowers?.slug), likes: OrNull($0.likes?.slug),
        dislikes: OrNull($0.dislikes?.slug),
        isNeutral: $0.isNeutral)
    }
    return (JSONText.encode(rows) ?? "[]") + "\n"
  }
}
