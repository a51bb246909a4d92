import Domain
/// The English names of egg groups and growth rates, by slug.
///
/// There are fifteen egg groups and six growth rates, fixed by the games since 2002; a
/// table of their names saves every card two or three requests. Their slugs say less
/// than their names (`ground` is "Field", `no-eggs` "Undiscovered", growth rate `medium`
/// "Medium Fast"): an unknown slug is title-cased.
enum ProfileNames {
  static func eggGroup(_ slug: String) -> String {
    eggGroups[slug] ?? DisplayName.titleCased(slug)
  }

  static func growthRate(_ slug: String) -> String {
    growthRates[slug] ?? DisplayName.titleCased(slug)
  }

  private static let eggGroups: [String: String] = [
    "monster": "Monster", "water1": "Water 1", "bug": "Bug", "flying": "Flying",
    "ground": "Field", "fairy": "Fairy", "plant": "Grass", "humanshape": "Human-Like",
    "water3": "Water 3", "mineral": "Mineral", "indeterminate": "Amorphous",
    "water2": "Water 2", "ditto": "Ditto", "dragon": "Dragon", "no-eggs": "Undiscovered",
  ]

  private static let growthRates: [String: String] = [
    "slow": "Slow", "medium": "Medium Fast", "fast": "Fast", "medium-slow": "Medium Slow",
    "slow-then-very-fast": "Erratic", "fast-then-very-slow": "Fluctuating",
  ]
}
