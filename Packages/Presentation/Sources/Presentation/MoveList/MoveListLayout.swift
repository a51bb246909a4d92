import Domain
extension ListLayout where Row == MoveRow {
  /// `pokecli moves`: number, name, type, class, power, accuracy, PP and priority.
  public static var moves: ListLayout {
    ListLayout(nouns: "moves", noun: "move", flexible: 1, columns: [
      .right("No."), .left("Move"), .left("Type", keep: 5), .left("Class", keep: 2),
      .right("Power", keep: 4), .right("Acc.", keep: 3), .right("PP", keep: 1),
      .right("Prio.", keep: 0),
    ]) { row, theme, _ in
      let move = row.move
      return [
        String(move.id), move.displayName, move.type.map { theme.name(of: $0) } ?? "—",
        move.damageClass.map(MoveWords.damageClass) ?? "—",
        move.power.map { String($0) } ?? "—", move.accuracy.map { "\($0)%" } ?? "—",
        move.pp.map { String($0) } ?? "—", MoveWords.signed(row.priority),
      ]
    } json: { row, _ in
      .move(row.move, ["priority": row.priority, "generation": row.generation])
    }
  }
}
