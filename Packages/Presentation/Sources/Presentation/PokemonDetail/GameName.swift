import Foundation

/// The names the games are sold under, from PokeAPI's version slugs.
enum GameName {
  private static let special: [String: String] = [
    "firered": "FireRed", "leafgreen": "LeafGreen", "heartgold": "HeartGold",
    "soulsilver": "SoulSilver", "lets-go-pikachu": "Let’s Go, Pikachu!",
    "lets-go-eevee": "Let’s Go, Eevee!", "legends-arceus": "Legends: Arceus",
    "legends-za": "Legends: Z-A", "the-indigo-disk": "The Indigo Disk",
    "the-teal-mask": "The Teal Mask",
  ]

  /// "legends-arceus" → "Legends: Arceus", "omega-ruby" → "Omega Ruby", "x" → "X".
  static func display(_ slug: String) -> String {
    special[slug] ?? slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }
}
