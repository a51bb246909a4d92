import Domain
/// The words and marks the type chart and a type's card use for damage factors.
enum TypeWords {
  /// The one-character mark of a chart cell: `2`, `½`, `0`, and `·` for a normal hit.
  static func mark(_ percent: Int) -> String {
    switch percent {
    case 0: return "0"
    case 25: return "¼"
    case 50: return "½"
    case 100: return "·"
    default: return String(percent / 100)
    }
  }

  /// `FIR`: a chart column's three letters.
  static func abbreviation(_ type: PokemonType) -> String {
    String(type.slug.prefix(3)).uppercased()
  }

  /// "today's games" or "generation I".
  static func era(_ generation: Int?) -> String {
    generation.map { "generation \(Roman.numeral($0))" } ?? "today's games"
  }

  /// `percent` as JSON's number: 0, 0.25, 0.5, 1, 2, 4.
  static func multiplier(_ percent: Int) -> Double {
    Double(percent) / 100
  }
}
