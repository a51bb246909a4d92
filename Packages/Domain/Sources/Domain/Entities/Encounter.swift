/// One way a Pokémon is met in the wild in one game, as the data says it: a slot (or
/// `slots` slots that say exactly the same) of the game's encounter table for a part of a
/// place. `EncounterGrouping` makes a player's answer of these.
public struct Encounter: Codable, Hashable, Sendable {
  /// The game (a version: `sword`, not `sword-shield`).
  public var game: NamedSlug
  /// The slug of the game's group (`sword-shield`), which `--game` may name instead.
  public var group: String
  /// The generation of the game's group; `nil` when not known.
  public var generation: Int?
  /// Where: the place and, when the place has several parts, the part.
  public var place: EncounterPlace
  /// How: walking, surfing, fishing with a rod, a gift…
  public var method: NamedSlug
  /// The lowest and highest level it has there; `nil` when the data leaves them out.
  public var minLevel: Int?
  public var maxLevel: Int?
  /// The chance of one slot, in percent; `nil` when the data leaves it out.
  public var chance: Int?
  /// How many slots of the table say exactly this: the chances add up.
  public var slots: Int
  /// What the encounter depends on (time of day, season, story…); empty for always.
  public var conditions: [NamedSlug]
  /// The Pokémon met, when the encounter is read from the place's side (a location's
  /// card); `nil` when it is read for one Pokémon, which says itself.
  public var pokemon: MetPokemon?

  public init(
    game: NamedSlug, group: String, generation: Int? = nil, place: EncounterPlace,
    method: NamedSlug, minLevel: Int?, maxLevel: Int?, chance: Int?, slots: Int,
    conditions: [NamedSlug]
  ) {
    self.game = game
    self.group = group
    self.generation = generation
    self.place = place
    self.method = method
    self.minLevel = minLevel
    self.maxLevel = maxLevel
    self.chance = chance
    self.slots = slots
    self.conditions = conditions
  }

  /// Whether `--game`'s slug (a game's or a group's) names this encounter's game.
  public func isIn(game slug: String) -> Bool {
    Self.slugs(naming: game.slug, ofGroup: group).contains(slug)
  }

  /// The slugs `--game` may name game `version` of group `group` by: its own, its group's
  /// and, for an expansion, the game it is played in. An expansion's game is named by its
  /// group and that game (`the-isle-of-armor-sword` is The Isle of Armor in Sword), so
  /// Sword holds the Isle of Armor's places.
  public static func slugs(naming version: String, ofGroup group: String) -> [String] {
    let prefix = group + "-"
    guard version.hasPrefix(prefix), version.count > prefix.count else { return [version, group] }
    return [version, group, String(version.dropFirst(prefix.count))]
  }
}

/// A Pokémon met at a place: its number, slug and name in the language shown.
public struct MetPokemon: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String
  public var displayName: String

  public init(id: Int, name: String, displayName: String) {
    self.id = id
    self.name = name
    self.displayName = displayName
  }
}

/// A part of a place where Pokémon are met (PokeAPI's location area): Oreburgh Mine's
/// 1F, or the whole of Trophy Garden.
public struct EncounterPlace: Codable, Hashable, Sendable {
  /// The area's slug (`oreburgh-mine-1f`), one per part.
  public var slug: String
  /// The place's slug and name (`oreburgh-mine`, "Oreburgh Mine").
  public var location: NamedSlug
  /// The part's own name (`1F`) when the place has one worth saying; `nil` for the whole
  /// place.
  public var part: String?

  public init(slug: String, location: NamedSlug, part: String?) {
    self.slug = slug
    self.location = location
    self.part = part
  }

  /// The place's name with its part: "Oreburgh Mine (1F)", "Trophy Garden".
  public var displayName: String {
    part.map { "\(location.displayName) (\($0))" } ?? location.displayName
  }

  /// The part of an area named `areaName` (in the language shown, when the data has one)
  /// with slug `slug`, of the place with slug `location` and name `locationName`: what
  /// the area's name says in brackets ("Oreburgh mine (1F)" → "1F"), or before them when
  /// the brackets name the place ("Contest Hall (Verdanturf Town)" → "Contest Hall");
  /// else what the area's slug adds to the place's, in English words
  /// (`mt-coronet-1f-route-207` → "1F Route 207"); `nil` for an area that is the whole
  /// place (`trophy-garden-area`).
  public static func part(
    areaName: String?, slug: String, location: String, locationName: String? = nil
  ) -> String? {
    let rest = slug.hasPrefix(location + "-") ? String(slug.dropFirst(location.count + 1)) : nil
    if let areaName, areaName.hasSuffix(")"), let open = areaName.lastIndex(of: "(") {
      let inside = areaName[areaName.index(after: open)..<areaName.index(before: areaName.endIndex)].trimmed()
      let before = areaName[..<open].trimmed()
      // The half the slug names is the part, whatever the other half calls the place
      // ("Pokemon Center (Road 4)" of `kanto-route-4-pokemon-center`).
      if let rest, !before.isEmpty, NameNormalizer.slug(before) == rest { return before }
      if let rest, !inside.isEmpty, NameNormalizer.slug(inside) == rest { return inside }
      if inside.lowercased() != locationName?.lowercased() {
        if !inside.isEmpty { return inside }
      } else if !before.isEmpty, before.lowercased() != inside.lowercased() {
        return before
      }
    }
    guard let rest, rest != "area", !rest.isEmpty else { return nil }
    return rest.split(separator: "-").map(Self.word).joined(separator: " ")
  }

  /// A word of a slug as a name says it: floors in capitals (`b1f` → "B1F"), others
  /// capitalised.
  private static func word(_ word: Substring) -> String {
    let isFloor = word.last == "f" && word.dropLast().allSatisfy { $0.isNumber || $0 == "b" }
      && word.contains(where: \.isNumber)
    return isFloor ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst()
  }
}
