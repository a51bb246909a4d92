/// The text form of a built-in table, one file per table, as reviewers diff it and the
/// build loads it: a header line of column names, then one line per row, values separated
/// by tabs.
///
/// Contract (the build's loader, Apps/pokedex-sqlite, reads exactly this):
/// - an integer is written in decimal; a null is an empty field;
/// - in a text, a backslash, tab, line feed, carriage return and caret are written `\\`,
///   `\t`, `\n`, `\r` and `\^`, and an empty text is `\e`, so that a line is always one
///   row and an empty field is always a null;
/// - a row's leading values that equal the row above's are each written `^`: the
///   learnsets repeat their Pokémon and game on every line, and this keeps the committed
///   files within their size budget while every row stays one line of its own.
/// Every line ends with `\n`.
public enum PokedexTableText {
  /// The tables committed zlib-compressed, as `<table>.tsv.z`, to keep the committed data
  /// within its budget (about 15 MB): the in-game texts in every language are 22 MB as
  /// text and 4.3 MB so (the same entry repeats across games), the learnsets 8.2 MB as
  /// text, the encounters 3.3 MB and their conditions 0.9 MB. Every other table is a plain
  /// `<table>.tsv`; `scripts/table-text.sh` prints any.
  public static let compressedTables: Set<String> = [
    "flavor_texts", "pokemon_moves", "encounters", "encounter_condition_value_map",
  ]

  /// The name of `table`'s file in the tables folder.
  public static func fileName(of table: String) -> String {
    compressedTables.contains(table) ? "\(table).tsv.z" : "\(table).tsv"
  }

  /// The table's text, its rows in the order given.
  public static func encode(_ table: PokedexTable) -> String {
    var text = table.columns.joined(separator: "\t") + "\n"
    var previous: [PokedexValue] = []
    for row in table.rows {
      var fields: [String] = []
      fields.reserveCapacity(row.count)
      var repeating = true
      for (index, value) in row.enumerated() {
        repeating = repeating && index < previous.count && previous[index] == value
        fields.append(repeating ? "^" : field(value))
      }
      text += fields.joined(separator: "\t")
      text += "\n"
      previous = row
    }
    return text
  }

  static func field(_ value: PokedexValue) -> String {
    switch value {
    case .null: return ""
    case .integer(let number): return String(number)
    case .text(let text):
      guard !text.isEmpty else { return "\\e" }
      var escaped = ""
      escaped.reserveCapacity(text.utf8.count)
      for character in text.unicodeScalars {
        switch character {
        case "\\": escaped += "\\\\"
        case "\t": escaped += "\\t"
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "^": escaped += "\\^"
        default: escaped.unicodeScalars.append(character)
        }
      }
      return escaped
    }
  }
}
