import Foundation

/// The text form of a built-in table, one file per table, as reviewers diff it and the
/// build loads it: a header line of column names, then one line per row, values separated
/// by tabs.
///
/// Contract (the build's loader reads exactly this): an integer is written in decimal; a
/// null is `\N`; in a text, a backslash, tab, line feed and carriage return are written
/// `\\`, `\t`, `\n` and `\r`, so that a line is always one row. Every line ends with `\n`.
public enum PokedexTableText {
  public static let null = "\\N"

  /// The table's text, its rows in the order given.
  public static func encode(_ table: PokedexTable) -> String {
    var text = table.columns.joined(separator: "\t") + "\n"
    for row in table.rows {
      text += row.map(field).joined(separator: "\t")
      text += "\n"
    }
    return text
  }

  static func field(_ value: PokedexValue) -> String {
    switch value {
    case .null: return null
    case .integer(let number): return String(number)
    case .text(let text):
      var escaped = ""
      escaped.reserveCapacity(text.utf8.count)
      for character in text.unicodeScalars {
        switch character {
        case "\\": escaped += "\\\\"
        case "\t": escaped += "\\t"
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        default: escaped.unicodeScalars.append(character)
        }
      }
      return escaped
    }
  }
}
