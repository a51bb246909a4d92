/// The move as the calculator weighs it.
public struct DamagingMove: Hashable, Sendable {
  /// PokeAPI's slug (`flying-press`): the moves whose power or type varies are known by it.
  public let name: String
  public let type: PokemonType
  /// Its base power; 0 for a move whose power the calculator works out (Low Kick).
  public let power: Int
  public let category: DamageCategory
  /// Whether it hits every adjacent foe (or every adjacent Pokémon) at once: ×0.75 in a
  /// double battle.
  public let isSpread: Bool
  /// Whether, spread, it hits an ally too (Earthquake, Surf): generation III did not
  /// weaken those in a double battle.
  public let hitsAlly: Bool
  public let makesContact: Bool
  /// Whether it has a secondary effect Sheer Force removes.
  public let hasSecondaryEffect: Bool
  /// How many times it hits (a multi-hit move's count, 2–5); 1 for most.
  public let hits: Int
  public let priority: Int

  public init(
    name: String, type: PokemonType, power: Int, category: DamageCategory,
    isSpread: Bool = false, hitsAlly: Bool = false, makesContact: Bool = false, hasSecondaryEffect: Bool = false,
    hits: Int = 1, priority: Int = 0
  ) {
    self.name = name
    self.type = type
    self.power = min(max(power, 0), 1_000)
    self.category = category
    self.isSpread = isSpread
    self.hitsAlly = isSpread && hitsAlly
    self.makesContact = makesContact
    self.hasSecondaryEffect = hasSecondaryEffect
    self.hits = min(max(hits, 1), 10)
    self.priority = priority
  }
}

extension DamagingMove {
  /// The share of its damage, in percent, a double battle leaves it in `generation`: 75
  /// from generation IV; in III, 50 for a move aimed at both foes (Surf was one then;
  /// PokeAPI gives today's target, which hits an ally too) and all of it for one that hits
  /// an ally as well; `nil` for a move that is not spread.
  public func doublesShare(inGeneration generation: Int) -> Int? {
    guard isSpread else { return nil }
    guard generation == 3 else { return 75 }
    return !hitsAlly || name == "surf" ? 50 : nil
  }

  /// The attacker's stat it uses, by slug.
  public var attackingStat: String { category == .special ? "special-attack" : "attack" }

  /// The defender's stat it is weighed against, by slug: Psyshock, Psystrike and Secret
  /// Sword are special moves that hit the Defense.
  public var defendingStat: String {
    category == .physical || ["psyshock", "psystrike", "secret-sword"].contains(name)
      ? "defense" : "special-defense"
  }
}

/// Which of the attacker's and the defender's stats a move pits against each other.
public enum DamageCategory: String, Hashable, Sendable, Codable {
  case physical, special
}
