import Domain
/// How one kind's rows read in a paged list (`PagedList`): what the list holds, its
/// table's columns, each row's cells and each row's JSON object. A kind declares these
/// and nothing else: `ListLayout.moves`, `.abilities`, `.items`…
public struct ListLayout<Row: Sendable>: Sendable {
  /// What the list holds, in the plural and in the singular: "moves", "move".
  let nouns: String
  let noun: String
  /// The column cut to fit rather than dropped (a name).
  let flexible: Int
  /// The table's columns, in order.
  let columns: [FittedTable.Column]
  /// A row's cells, one for each of `columns`.
  let cells: @Sendable (Row, Theme, any Hints) -> [String]
  /// A row's object in the JSON document's `results` (docs/json.md).
  let json: @Sendable (Row, any Hints) -> JSONObject
  /// The line above the table that names what is listed, from the page's rows (a
  /// Pokédex's page: "Pokédex: Paldea"); `nil` for a list its command already names.
  var title: (@Sendable ([Row], Theme) -> String?)? = nil
}
