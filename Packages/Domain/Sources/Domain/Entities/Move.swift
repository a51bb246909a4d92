/// A move, as its card shows it: what it is, what it does, the machines that teach it and
/// how many Pokémon learn it.
///
/// Numbers PokeAPI leaves empty stay `nil` (a status move has no power, Swift never misses
/// so it has no accuracy, a Max move has no PP); the card says "—" for them.
public struct Move: Codable, Hashable, Sendable {
  /// PokeAPI's id: 1–919 for the games' moves, 10001 and up for Shadow moves.
  public var id: Int
  /// PokeAPI's slug, such as `"thunderbolt"`.
  public var name: String
  /// The English name, such as "Thunderbolt".
  public var displayName: String
  /// Its type; `nil` only when PokeAPI gives none.
  public var type: PokemonType?
  /// Physical, special or status, as PokeAPI's slug; `nil` when PokeAPI gives none.
  public var damageClass: String?
  /// Its base power; `nil` for moves that deal no direct damage, or whose power varies.
  public var power: Int?
  /// Its accuracy in percent; `nil` for moves that never miss.
  public var accuracy: Int?
  /// Its power points.
  public var pp: Int?
  /// Its priority, from -7 to 5; 0 for most moves.
  public var priority: Int
  /// Whom it targets, as PokeAPI's slug (`selected-pokemon`, `all-opponents`…).
  public var target: String?
  /// The generation that introduced it.
  public var generation: Int?
  /// What it does, in English: the full text and the short one.
  public var effect: MoveEffectText
  /// Its effect in battle, in numbers.
  public var battleEffects: MoveBattleEffects
  /// Its in-game descriptions in English, one per game, oldest game first.
  public var descriptions: [GameText]
  /// The machine that teaches it in each game, oldest game first.
  public var machines: [MoveMachine]
  /// How many Pokémon (forms included) learn it in any game, by any method.
  public var learnerCount: Int
  /// Its name and game texts in each other language its documents speak (`Translatable`).
  public var translations: [String: NamedTexts]?

  public init(
    id: Int, name: String, displayName: String, type: PokemonType?, damageClass: String?,
    power: Int?, accuracy: Int?, pp: Int?, priority: Int, target: String?, generation: Int?,
    effect: MoveEffectText, battleEffects: MoveBattleEffects, descriptions: [GameText],
    machines: [MoveMachine], learnerCount: Int
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.type = type
    self.damageClass = damageClass
    self.power = power
    self.accuracy = accuracy
    self.pp = pp
    self.priority = priority
    self.target = target
    self.generation = generation
    self.effect = effect
    self.battleEffects = battleEffects
    self.descriptions = descriptions
    self.machines = machines
    self.learnerCount = learnerCount
  }
}

/// A move's effect in English, with PokeAPI's `$effect_chance` already filled in.
public struct MoveEffectText: Codable, Hashable, Sendable {
  /// The whole rule, which may run to several sentences.
  public var full: String?
  /// One sentence.
  public var short: String?
  /// The chance of the secondary effect, in percent.
  public var chance: Int?

  public init(full: String?, short: String?, chance: Int?) {
    self.full = full
    self.short = short
    self.chance = chance
  }
}

/// A text from one game (a version group: `red-blue`, `scarlet-violet`).
public struct GameText: Codable, Hashable, Sendable {
  /// The game.
  public var game: GameGroup
  /// The text, as one paragraph.
  public var text: String
  /// Whether the text is English, shown because the language asked for has none of the
  /// entry (`--language`); `nil` or false otherwise.
  public var isEnglishFallback: Bool?

  public init(game: GameGroup, text: String) {
    self.game = game
    self.text = text
  }
}

/// The machine (`tm24`, `hm03`, `tr85`) that teaches a move in one game.
public struct MoveMachine: Codable, Hashable, Sendable {
  /// The game.
  public var game: GameGroup
  /// The machine's item slug, such as `tm24`.
  public var item: String

  public init(game: GameGroup, item: String) {
    self.game = game
    self.item = item
  }
}

extension MoveEffectText {
  /// `text` with PokeAPI's `$effect_chance` placeholder replaced by the chance, as the
  /// games would print it (`Has a $effect_chance% chance` → `Has a 10% chance`); left as
  /// it is when there is no chance to put there.
  public static func filling(_ text: String, chance: Int?) -> String {
    guard let chance else { return text }
    return text.replacing("$effect_chance", with: String(chance))
  }
}

// MARK: - The kind

extension Move: ReferenceKind {
  public static let entryKind = EntryKind.move

  public static func select(_ rows: [MoveRow], by criteria: MoveCriteria) -> [MoveRow] {
    MoveSearch.filter(rows, by: criteria)
  }
}
