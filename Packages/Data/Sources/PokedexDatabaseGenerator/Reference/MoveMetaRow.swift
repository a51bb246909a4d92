/// A row of `move_meta`.
enum MoveMetaRow {
  static let columns = [
    "move_id", "category_id", "ailment_id", "min_hits", "max_hits", "min_turns", "max_turns",
    "drain", "healing", "crit_rate", "ailment_chance", "flinch_chance", "stat_chance",
  ]

  /// The row of the move `source`, whose `meta` is `meta`.
  static func values(_ meta: MoveMetaDTO, of source: SourceDocument) -> [PokedexValue] {
    [
      source.key, .link(meta.category), .link(meta.ailment), .of(meta.minHits),
      .of(meta.maxHits), .of(meta.minTurns), .of(meta.maxTurns), .of(meta.drain),
      .of(meta.healing), .of(meta.critRate), .of(meta.ailmentChance), .of(meta.flinchChance),
      .of(meta.statChance),
    ]
  }
}
