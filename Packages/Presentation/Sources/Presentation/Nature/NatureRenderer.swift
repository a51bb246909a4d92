import Domain
/// The lines of the natures' table and of one nature's card (`Natures`, and the browser's).
enum NatureRenderer {
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
      .left("Nature"), .left("Raises"), .left("Lowers"), .left("Likes", keep: 1),
      .left("Dislikes", keep: 0),
    ]
    let rows = natures.map { nature -> [String] in
      guard !nature.isNeutral else { return [nature.displayName, "neutral", "—", "—", "—"] }
      return [
        nature.displayName, name(nature.raises), name(nature.lowers), name(nature.likes),
        name(nature.dislikes),
      ]
    }
    return FittedTable(columns: columns, rows: rows, flexible: 0).lines(width: width)
  }

  /// "Sour", "Defense"; "—" for none.
  private static func name(_ named: NamedSlug?) -> String {
    named?.displayName ?? "—"
  }
}
