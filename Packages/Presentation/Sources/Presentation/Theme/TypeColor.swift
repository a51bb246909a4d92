import Domain
/// The colour each type is drawn in, as in the games' type badges.
struct TypeColor: Sendable, Hashable {
  let red: Int
  let green: Int
  let blue: Int

  /// The SGR code that fills a badge with this colour.
  var backgroundCode: String { "48;2;\(red);\(green);\(blue)" }

  /// Black text on light colours and white on dark ones, so every badge stays readable.
  var foregroundCode: String {
    isLight ? "38;2;0;0;0" : "38;2;255;255;255"
  }

  /// The nearest colour of the 256-colour palette's 6×6×6 cube, for terminals without
  /// 24-bit colour.
  var paletteBackgroundCode: String {
    func level(_ value: Int) -> Int { Int((Double(value) / 255 * 5).rounded()) }
    return "48;5;\(16 + 36 * level(red) + 6 * level(green) + level(blue))"
  }

  /// Black (16) or white (231) from the 256-colour palette.
  var paletteForegroundCode: String {
    isLight ? "38;5;16" : "38;5;231"
  }

  /// Black (30) or bright white (97) of the 16 basic colours.
  var basicForegroundCode: String {
    isLight ? "30" : "97"
  }

  private var isLight: Bool {
    0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue) > 150
  }

  /// The colour of `type`; a grey for types pokecli does not know yet.
  static func of(_ type: PokemonType) -> TypeColor {
    palette[type.slug] ?? TypeColor(red: 104, green: 160, blue: 144)
  }

  private static let palette: [String: TypeColor] = [
    "normal": TypeColor(red: 168, green: 167, blue: 122),
    "fire": TypeColor(red: 238, green: 129, blue: 48),
    "water": TypeColor(red: 99, green: 144, blue: 240),
    "electric": TypeColor(red: 247, green: 208, blue: 44),
    "grass": TypeColor(red: 122, green: 199, blue: 76),
    "ice": TypeColor(red: 150, green: 217, blue: 214),
    "fighting": TypeColor(red: 194, green: 46, blue: 40),
    "poison": TypeColor(red: 163, green: 62, blue: 161),
    "ground": TypeColor(red: 226, green: 191, blue: 101),
    "flying": TypeColor(red: 169, green: 143, blue: 243),
    "psychic": TypeColor(red: 249, green: 85, blue: 135),
    "bug": TypeColor(red: 166, green: 185, blue: 26),
    "rock": TypeColor(red: 182, green: 161, blue: 54),
    "ghost": TypeColor(red: 115, green: 87, blue: 151),
    "dragon": TypeColor(red: 111, green: 53, blue: 252),
    "dark": TypeColor(red: 112, green: 87, blue: 70),
    "steel": TypeColor(red: 183, green: 183, blue: 206),
    "fairy": TypeColor(red: 214, green: 133, blue: 173),
  ]
}
