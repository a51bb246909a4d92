/// An ability, as its card shows it: what it does, the games' descriptions of it and every
/// Pokémon (forms included) that can have it.
public struct Ability: Codable, Hashable, Sendable {
  /// PokeAPI's id: 1–310 or so for the games' abilities, 10001 and up for the few that
  /// are not in the main games.
  public var id: Int
  /// PokeAPI's slug, such as `"static"`.
  public var name: String
  /// The English name, such as "Static".
  public var displayName: String
  /// The generation that introduced it.
  public var generation: Int?
  /// Whether it is in the main games (PokeAPI's `is_main_series`).
  public var isMainSeries: Bool
  /// What it does, in English: the full text and the short one; both `nil` when PokeAPI
  /// has neither.
  public var effect: EffectText
  /// Its in-game descriptions in English, one per game, oldest game first.
  public var descriptions: [GameText]
  /// The Pokémon that can have it, in number order.
  public var holders: [AbilityHolder]
  /// Its name and game texts in each other language its documents speak (`Translatable`).
  public var translations: [String: NamedTexts]?

  public init(
    id: Int, name: String, displayName: String, generation: Int?, isMainSeries: Bool,
    effect: EffectText, descriptions: [GameText], holders: [AbilityHolder]
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.generation = generation
    self.isMainSeries = isMainSeries
    self.effect = effect
    self.descriptions = descriptions
    self.holders = holders
  }
}

/// A text of what something does, in English: the whole rule and one sentence of it.
public struct EffectText: Codable, Hashable, Sendable {
  /// The whole rule, which may run to several sentences.
  public var full: String?
  /// One sentence.
  public var short: String?

  public init(full: String?, short: String?) {
    self.full = full
    self.short = short
  }
}

/// A Pokémon that can have an ability, and how.
public struct AbilityHolder: Codable, Hashable, Sendable {
  /// The Pokémon's number (a form's is 10001 and up).
  public var id: Int
  /// Its slug, such as `"pikachu"` or `"raichu-alola"`.
  public var name: String
  /// Its English name as the list shows it.
  public var displayName: String
  /// Whether it is its hidden ability (had only by special means).
  public var isHidden: Bool

  public init(id: Int, name: String, displayName: String, isHidden: Bool) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.isHidden = isHidden
  }
}

// MARK: - The kind

extension Ability: ReferenceKind {
  public static let entryKind = EntryKind.ability

  public static func select(_ rows: [AbilityRow], by criteria: AbilityCriteria) -> [AbilityRow] {
    AbilitySearch.filter(rows, by: criteria)
  }
}
