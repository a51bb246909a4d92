import Domain
/// Turns a page of moves into the table `pokecli moves` prints, with a footer that says
/// where the page sits and the command for the next one.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum MoveListRenderer {
  /// The text for `state`, ending in a newline.
  public static func render(
    _ state: Lookup<MoveListRequest, Page<MoveRow>>.State, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    PagedList.render(
      state, request: state.request.page, nouns: "moves", theme: theme, width: width,
      hints: hints, table: { table($0, theme: theme) })
  }

  private static func table(_ rows: [MoveRow], theme: Theme) -> FittedTable {
    let columns: [FittedTable.Column] = [
      .init(header: "No.", alignsRight: true, keep: nil),
      .init(header: "Move", alignsRight: false, keep: nil),
      .init(header: "Type", alignsRight: false, keep: 5),
      .init(header: "Class", alignsRight: false, keep: 2),
      .init(header: "Power", alignsRight: true, keep: 4),
      .init(header: "Acc.", alignsRight: true, keep: 3),
      .init(header: "PP", alignsRight: true, keep: 1),
      .init(header: "Prio.", alignsRight: true, keep: 0),
    ]
    let cells = rows.map { row -> [String] in
      let move = row.move
      let power: String = move.power.map { String($0) } ?? "—"
      let accuracy: String = move.accuracy.map { "\($0)%" } ?? "—"
      let pp: String = move.pp.map { String($0) } ?? "—"
      let type: String = move.type.map { theme.name(of: $0) } ?? "—"
      let damageClass: String = move.damageClass.map(MoveWords.damageClass) ?? "—"
      return [
        String(move.id), move.displayName, type, damageClass, power, accuracy, pp,
        MoveWords.signed(row.priority),
      ]
    }
    return FittedTable(columns: columns, rows: cells, flexible: 1)
  }
}
