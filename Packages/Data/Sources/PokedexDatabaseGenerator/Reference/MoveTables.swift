/// The moves tables: moves, their effect in battle (`move_meta`), the stats they change,
/// the machines that teach them, and the lists they point into (damage classes, targets,
/// ailments, meta categories), with the moves' names, effects and in-game texts.
enum MoveTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    let moves = try await documents.all(MoveDTO.self, .move)
    var tables = try Self.moves(moves, &words)
    let machineIDs = moves.flatMap { $0.document.machines ?? [] }.compactMap(\.machine.id)
    tables.append(
      try machines(
        try await documents.all(MachineDTO.self, .machine, linkedFrom: Set(machineIDs))))
    let metas = moves.compactMap(\.document.meta)
    tables += try await IdentifierTable.lists(
      [
        ("move_damage_classes", .moveDamageClass, []),
        ("move_targets", .moveTarget, []),
        ("move_ailments", .moveAilment, Set(metas.compactMap { $0.ailment?.linkedID })),
        ("move_meta_categories", .moveCategory, Set(metas.compactMap { $0.category?.linkedID })),
      ], from: documents, words: &words)
    return tables + words.tables
  }

  // MARK: - Tables

  /// `moves`, `move_meta` (a row for each move with a `meta`), `move_stat_changes` and
  /// `move_past_values` (what a move was before each group of games that changed it).
  static func moves(
    _ documents: [(id: Int, document: MoveDTO)], _ words: inout ReferenceWords
  ) throws -> [PokedexTable] {
    var moves = KeyedTable(
      "moves",
      columns: [
        "id", "identifier", "generation_id", "type_id", "power", "pp", "accuracy", "priority",
        "target_id", "damage_class_id", "effect_chance", "contest_type_id",
      ])
    var metas = KeyedTable("move_meta", columns: MoveMetaRow.columns)
    var statChanges = KeyedTable(
      "move_stat_changes", columns: ["move_id", "stat_id", "change"], keyWidth: 2)
    var pastValues = KeyedTable(
      "move_past_values",
      columns: ["move_id", "version_group_id", "power", "pp", "accuracy", "type_id"],
      keyWidth: 2)
    for (id, move) in documents {
      let source = SourceDocument(resource: .move, id: id)
      moves.append([
        source.key, .text(move.name), .link(move.generation), .link(move.type),
        .of(move.power), .of(move.pp), .of(move.accuracy), .integer(move.priority),
        .link(move.target), .link(move.damageClass), .of(move.effectChance),
        .link(move.contestType),
      ])
      if let meta = move.meta { metas.append(MoveMetaRow.values(meta, of: source)) }
      for change in move.statChanges ?? [] {
        statChanges.append([
          source.key, .integer(try source.id(of: change.stat)), .integer(change.change),
        ])
      }
      for past in move.pastValues ?? [] {
        pastValues.append([
          source.key, .integer(try source.id(of: past.versionGroup)), .of(past.power),
          .of(past.pp), .of(past.accuracy), .link(past.type),
        ])
      }
      try words.addNames(move.names, of: source)
      try words.addEffects(move.effectEntries, of: source)
      try words.addFlavorTexts(move.flavorTextEntries, of: source)
    }
    return [moves.table, metas.table, statChanges.table, pastValues.table]
  }

  /// Machines have no names of their own: a machine is an item (`tm24`), named there. They
  /// are found through the moves they teach (`all(_:_:linkedFrom:)` says why).
  static func machines(_ documents: [(id: Int, document: MachineDTO)]) throws -> PokedexTable {
    var table = KeyedTable(
      "machines", columns: ["id", "item_id", "move_id", "version_group_id"])
    for (id, machine) in documents {
      let source = SourceDocument(resource: .machine, id: id)
      table.append([
        source.key, .integer(try source.id(of: machine.item)),
        .integer(try source.id(of: machine.move)),
        .integer(try source.id(of: machine.versionGroup)),
      ])
    }
    return table.table
  }
}
