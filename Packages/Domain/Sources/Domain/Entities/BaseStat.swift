/// One base stat. Base stats run from 1 to 255, the scale the card draws its bars on.
public struct BaseStat: Hashable, Sendable, Codable {
  /// The highest value a base stat can have; bars are drawn against it.
  public static let maximum = 255

  /// PokeAPI's slug: `hp`, `attack`, `defense`, `special-attack`, `special-defense`, `speed`.
  public var name: String
  /// The base value.
  public var value: Int

  public init(name: String, value: Int) {
    self.name = name
    self.value = value
  }

  /// The short English label the games use: "HP", "Sp. Atk".
  public var label: String {
    switch name {
    case "hp": return "HP"
    case "special-attack": return "Sp. Atk"
    case "special-defense": return "Sp. Def"
    default: return DisplayName.titleCased(name)
    }
  }
}
