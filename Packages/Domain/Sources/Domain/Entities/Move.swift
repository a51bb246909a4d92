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
  /// What it does: the full text and the short one, its chance filled in.
  public var effect: EffectText
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
  /// What it was before the games that changed it (PokeAPI's `past_values`), oldest change
  /// first; `nil` when no game changed it. `asItWas(in:)` reads them.
  public var pastValues: [MovePastValues]?
  /// The group of games whose numbers these are (`asItWas(in:)`); `nil` for today's.
  public var asIn: GameGroup?

  public init(
    id: Int, name: String, displayName: String, type: PokemonType?, damageClass: String?,
    power: Int?, accuracy: Int?, pp: Int?, priority: Int, target: String?, generation: Int?,
    effect: EffectText, battleEffects: MoveBattleEffects, descriptions: [GameText],
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

// MARK: - The list row

/// A move as `pokecli moves` lists it: what a learnset row shows, with its priority and
/// the generation that introduced it.
public struct MoveRow: Codable, Hashable, Sendable {
  public var move: MoveSummary
  public var priority: Int
  public var generation: Int?
  /// Its name in each other language its document speaks (`Translatable`).
  public var translations: [String: String]?

  public init(move: MoveSummary, priority: Int, generation: Int?) {
    self.move = move
    self.priority = priority
    self.generation = generation
  }
}

extension MoveRow: Translatable {
  public var wording: String { move.displayName }

  public func worded(_ wording: String) -> MoveRow {
    var worded = self
    worded.move.displayName = wording
    return worded
  }
}

/// What `pokecli moves` is asked for: filters, words to match and an order.
public struct MoveCriteria: Hashable, Sendable {
  /// Folded words; every one must match a part of the name, the type or the class.
  public var terms: [String]
  public var type: PokemonType?
  /// `physical`, `special` or `status`.
  public var damageClass: String?
  public var generation: Int?
  /// Only moves some Pokémon (or `pokemon`) learns in this game or group.
  public var game: String?
  /// Only the moves this Pokémon learns (in `game`, else in any game).
  public var pokemon: EntryQuery?
  public var sort: MoveSort
  public var reversed: Bool
  /// Only these moves, by id: what a move query's terms hold for (`EvaluateKindQuery`);
  /// `nil` for no such limit.
  public var onlyIDs: Set<Int>?

  public init(
    terms: [String] = [], type: PokemonType? = nil, damageClass: String? = nil,
    generation: Int? = nil, game: String? = nil, pokemon: EntryQuery? = nil,
    sort: MoveSort = .number, reversed: Bool = false, onlyIDs: Set<Int>? = nil
  ) {
    self.onlyIDs = onlyIDs
    self.terms = terms
    self.type = type
    self.damageClass = damageClass
    self.generation = generation
    self.game = game
    self.pokemon = pokemon
    self.sort = sort
    self.reversed = reversed
  }
}

/// The orders of `pokecli moves`.
public enum MoveSort: String, CaseIterable, Hashable, Sendable {
  case number, name, power, accuracy, pp, priority
}

// MARK: - The search rule

/// Which moves match a `MoveCriteria`, and in what order: pure functions over the rows.
public enum MoveSearch {
  /// Whether folded `term` matches `row`: part of its slug (`bolt`), whole words run
  /// together (`willowisp`), its type (`fire`) or its class (`status`).
  public static func matches(term: String, row: MoveRow) -> Bool {
    let move = row.move
    if SlugSearch.matches(term: term, name: move.name) { return true }
    return move.type?.slug == term || move.damageClass == term
  }

  /// The move classes (`--class`, and words that match a move by its class).
  public static let damageClasses = ["physical", "special", "status"]

  /// Whether `criteria` can be answered from the moves' slugs alone (every move's, or
  /// the moves of `criteria.pokemon`): no other filter but words, none of them a type's or
  /// a class's name, in number order (the order by name is by English names, which only
  /// the documents give). A catalog that must fetch each move to know its type or numbers
  /// can then page the slugs first.
  public static func needsOnlyNames(_ criteria: MoveCriteria) -> Bool {
    criteria.type == nil && criteria.damageClass == nil && criteria.generation == nil
      && criteria.game == nil && criteria.onlyIDs == nil
      && criteria.sort == .number
      && !criteria.terms.contains { term in
        damageClasses.contains(term) || PokemonType.allKnown.contains { $0.slug == term }
      }
  }

  /// The rows that match every filter and term of `criteria`, in its order. A move without
  /// the number sorted by (a status move's power) comes after those with one, whichever
  /// the direction; ties keep number order.
  public static func filter(_ rows: [MoveRow], by criteria: MoveCriteria) -> [MoveRow] {
    let kept = rows.filter { row in
      if let only = criteria.onlyIDs, !only.contains(row.move.id) { return false }
      if let type = criteria.type, row.move.type != type { return false }
      if let damageClass = criteria.damageClass, row.move.damageClass != damageClass {
        return false
      }
      if let generation = criteria.generation, row.generation != generation { return false }
      return criteria.terms.allSatisfy { matches(term: $0, row: row) }
    }
    return sorted(kept, by: criteria.sort, reversed: criteria.reversed)
  }

  static func sorted(_ rows: [MoveRow], by sort: MoveSort, reversed: Bool) -> [MoveRow] {
    let byNumber = rows.sorted { $0.move.id < $1.move.id }
    switch sort {
    case .number:
      return reversed ? byNumber.reversed() : byNumber
    case .name:
      let byName = byNumber.sorted {
        ($0.move.displayName.lowercased(), $0.move.id) < ($1.move.displayName.lowercased(), $1.move.id)
      }
      return reversed ? byName.reversed() : byName
    case .power: return ordered(byNumber, by: \.move.power, reversed: reversed)
    case .accuracy: return ordered(byNumber, by: \.move.accuracy, reversed: reversed)
    case .pp: return ordered(byNumber, by: \.move.pp, reversed: reversed)
    case .priority: return ordered(byNumber, by: { Optional($0.priority) }, reversed: reversed)
    }
  }

  /// `rows` (in number order) by `value`, highest first unless `reversed`; rows without a
  /// value last either way. The sort is stable, so ties stay in number order.
  private static func ordered(
    _ rows: [MoveRow], by value: (MoveRow) -> Int?, reversed: Bool
  ) -> [MoveRow] {
    let valued = rows.filter { value($0) != nil }
    let missing = rows.filter { value($0) == nil }
    let indexed = valued.enumerated().map { ($0.offset, $0.element) }
    let sorted = indexed.sorted { left, right in
      let (a, b) = (value(left.1) ?? 0, value(right.1) ?? 0)
      if a != b { return reversed ? a < b : a > b }
      return left.0 < right.0
    }
    return sorted.map(\.1) + missing
  }
}

extension MoveCriteria: QueryNarrowedCriteria {
  public static var every: Self { Self() }
}

extension MoveCriteria: SlugCriteria {
  public var needsOnlyNames: Bool { MoveSearch.needsOnlyNames(self) }
}

// MARK: - The kind

extension Move: ReferenceKind, NamedTextsEntry, SluggedEntry {
  public static let entryKind = EntryKind.move

  public static func select(_ rows: [MoveRow], by criteria: MoveCriteria) -> [MoveRow] {
    MoveSearch.filter(rows, by: criteria)
  }
}
