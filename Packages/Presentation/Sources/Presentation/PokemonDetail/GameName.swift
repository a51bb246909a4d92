import Foundation

/// The names the games are sold under, from PokeAPI's version slugs.
enum GameName {
  private static let special: [String: String] = [
    "firered": "FireRed", "leafgreen": "LeafGreen", "heartgold": "HeartGold",
    "soulsilver": "SoulSilver", "lets-go-pikachu": "Let’s Go, Pikachu!",
    "lets-go-eevee": "Let’s Go, Eevee!", "legends-arceus": "Legends: Arceus",
    "legends-za": "Legends: Z-A", "the-indigo-disk": "The Indigo Disk",
    "the-teal-mask": "The Teal Mask", "xd": "XD", "red-japan": "Red (Japan)",
    "green-japan": "Green (Japan)", "blue-japan": "Blue (Japan)",
    // Groups whose games are named for their expansion (`the-indigo-disk-scarlet`) read
    // better by the expansion's name.
    "red-green-japan": "Red and Green (Japan)", "the-isle-of-armor": "The Isle of Armor",
    "the-crown-tundra": "The Crown Tundra",
  ]

  /// Whether `slug` has a name of its own here, rather than one made from its words.
  static func hasOwnName(_ slug: String) -> Bool { special[slug] != nil }

  /// "legends-arceus" → "Legends: Arceus", "omega-ruby" → "Omega Ruby", "x" → "X".
  static func display(_ slug: String) -> String {
    special[slug] ?? slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }
}
