/// The names players write for the six base stats (and generations I–II's Special):
/// Showdown's short ones (`hp atk def spa spd spe`, `spc`) and the full ones (`speed`,
/// `special-attack`, `Sp. Atk`). `stats --evs`, `--target` and the search language read
/// them alike; names in other languages are the data's (`vitesse`), not these.
public enum StatNames {
  /// The short names, in the games' order, as suggestions for a misspelt stat.
  public static let short = ["hp", "atk", "def", "spa", "spd", "spe"]

  /// PokeAPI's slug for a stat's name (letters, with spaces, dots or hyphens between),
  /// else `nil`.
  public static func slug(of word: String) -> String? {
    let trimmed = word.drop { $0 == " " }.reversed().drop { $0 == " " }
    // A hyphen joins words (special-attack); at either end it would be a sign.
    guard word.allSatisfy({ $0.isLetter || $0 == " " || $0 == "." || $0 == "-" }),
      trimmed.first != "-", trimmed.last != "-"
    else { return nil }
    switch word.lowercased().filter(\.isLetter) {
    case "hp", "hitpoints": return "hp"
    case "atk", "attack": return "attack"
    case "def", "defense", "defence": return "defense"
    case "spa", "spatk", "specialattack": return "special-attack"
    case "spd", "spdef", "specialdefense", "specialdefence": return "special-defense"
    case "spe", "speed": return "speed"
    case "spc", "special": return "special"
    default: return nil
    }
  }

  /// The short name a player writes for a stat's slug: `spe`.
  public static func shortName(of slug: String) -> String {
    switch slug {
    case "attack": return "atk"
    case "defense": return "def"
    case "special-attack": return "spa"
    case "special-defense": return "spd"
    case "speed": return "spe"
    case "special": return "spc"
    default: return slug
    }
  }
}
