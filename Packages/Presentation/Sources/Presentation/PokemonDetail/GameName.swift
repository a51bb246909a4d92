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
    // An expansion in one game, as PokeAPI names it in English.
    "the-isle-of-armor-sword": "Sword: The Isle of Armor",
    "the-isle-of-armor-shield": "Shield: The Isle of Armor",
    "the-crown-tundra-sword": "Sword: The Crown Tundra",
    "the-crown-tundra-shield": "Shield: The Crown Tundra",
    "the-teal-mask-scarlet": "Scarlet: The Teal Mask",
    "the-teal-mask-violet": "Violet: The Teal Mask",
    "the-indigo-disk-scarlet": "Scarlet: The Indigo Disk",
    "the-indigo-disk-violet": "Violet: The Indigo Disk",
  ]

  /// The games of the version groups whose slug joins two games' (`red-blue`), for a group
  /// read over the network, whose games are not asked for: without them `red-blue` would
  /// read "Red Blue". A group not here reads by its slug's words.
  private static let pairs: [String: [String]] = [
    "red-blue": ["red", "blue"], "gold-silver": ["gold", "silver"],
    "ruby-sapphire": ["ruby", "sapphire"], "firered-leafgreen": ["firered", "leafgreen"],
    "diamond-pearl": ["diamond", "pearl"], "heartgold-soulsilver": ["heartgold", "soulsilver"],
    "black-white": ["black", "white"], "black-2-white-2": ["black-2", "white-2"],
    "x-y": ["x", "y"], "omega-ruby-alpha-sapphire": ["omega-ruby", "alpha-sapphire"],
    "sun-moon": ["sun", "moon"], "ultra-sun-ultra-moon": ["ultra-sun", "ultra-moon"],
    "lets-go-pikachu-lets-go-eevee": ["lets-go-pikachu", "lets-go-eevee"],
    "sword-shield": ["sword", "shield"],
    "brilliant-diamond-shining-pearl": ["brilliant-diamond", "shining-pearl"],
    "scarlet-violet": ["scarlet", "violet"],
  ]

  /// The games a version group's slug names when it joins two (`red-blue` → red, blue);
  /// empty for any other.
  static func games(ofGroup slug: String) -> [String] { pairs[slug] ?? [] }

  /// Whether `slug` has a name of its own here, rather than one made from its words.
  static func hasOwnName(_ slug: String) -> Bool { special[slug] != nil }

  /// "legends-arceus" → "Legends: Arceus", "omega-ruby" → "Omega Ruby", "x" → "X".
  static func display(_ slug: String) -> String {
    special[slug] ?? slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }
}
