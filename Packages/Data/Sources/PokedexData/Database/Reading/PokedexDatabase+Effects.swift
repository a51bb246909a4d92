import Domain

/// How a query reads an entry's effect from the `effects` table: in the language shown
/// where there is one, else in English, chosen per row.
extension PokedexDatabase {
  /// Two joins of `effects` for the entry `entry` (an SQL expression) of `kind`: `es` in
  /// the language shown, `ee` in English. Each is one primary-key lookup; the columns
  /// below pick between them, so a query through this selects `effectColumns` (or only
  /// `shortEffectColumn`) and never names `es` or `ee` itself. When English is shown `es`
  /// is not looked up (its condition is false before any row is read): `ee` has the row,
  /// and lists of every item or ability look up one effect each, not two.
  static func effectJoin(kind: String, entry: String) -> String {
    """
    LEFT JOIN effects es ON SHOWN_LANGUAGE != 9 AND es.kind = '\(kind)' AND es.entry_id = \(entry)
      AND es.language_id = SHOWN_LANGUAGE
    LEFT JOIN effects ee ON ee.kind = '\(kind)' AND ee.entry_id = \(entry) AND ee.language_id = 9
    """
  }

  /// The short effect `effectJoin` chose, as `short_effect`: what a list row shows.
  static let shortEffectColumn =
    "CASE WHEN es.entry_id IS NULL THEN ee.short_effect ELSE es.short_effect END AS short_effect"

  /// The whole effect `effectJoin` chose, for `effect(_:in:)`: `effect`, `short_effect`
  /// and `effect_language`, all from the same row.
  static let effectColumns = """
    CASE WHEN es.entry_id IS NULL THEN ee.effect ELSE es.effect END AS effect,
      \(shortEffectColumn),
      CASE WHEN es.entry_id IS NULL THEN ee.language_id ELSE es.language_id END AS effect_language
    """

  /// The effect of a row that selected `effectColumns`, in the language shown or English.
  static func effect(
    _ row: DatabaseRow, in db: DatabaseReader, chance: Int? = nil, paragraph: (String) -> String
  ) -> EffectText {
    EffectTexts.text(
      full: row.rawText("effect"), short: row.rawText("short_effect"), chance: chance,
      isEnglishFallback: row.int("effect_language") != db.language, paragraph: paragraph)
  }
}
