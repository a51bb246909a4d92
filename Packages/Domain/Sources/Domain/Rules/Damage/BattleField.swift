/// The weather of the field.
public enum Weather: String, Hashable, Sendable, Codable, CaseIterable {
  case sun, rain, sand, snow
}

/// The terrain of the field (generation VI on).
public enum Terrain: String, Hashable, Sendable, Codable, CaseIterable {
  case electric, grassy, misty, psychic
}

/// What surrounds the calculation: the game, the field and the defender's side.
public struct BattleField: Hashable, Sendable {
  /// The generation whose rules apply, 3 to 9.
  public var generation: Int
  public var weather: Weather?
  public var terrain: Terrain?
  public var isDoubles: Bool
  public var isCritical: Bool
  /// The screens up on the defender's side.
  public var reflect: Bool
  public var lightScreen: Bool
  public var auroraVeil: Bool

  public init(
    generation: Int = 9, weather: Weather? = nil, terrain: Terrain? = nil,
    isDoubles: Bool = false, isCritical: Bool = false, reflect: Bool = false,
    lightScreen: Bool = false, auroraVeil: Bool = false
  ) {
    self.generation = generation
    self.weather = weather
    self.terrain = terrain
    self.isDoubles = isDoubles
    self.isCritical = isCritical
    self.reflect = reflect
    self.lightScreen = lightScreen
    self.auroraVeil = auroraVeil
  }
}

extension BattleField {
  /// The field as it stands against `defender`: no critical hit on a Pokémon with Battle
  /// Armor or Shell Armor, which no critical hit lands on.
  public func facing(_ defender: Combatant) -> BattleField {
    guard defender.has("battle-armor") || defender.has("shell-armor") else { return self }
    var field = self
    field.isCritical = false
    return field
  }
}
