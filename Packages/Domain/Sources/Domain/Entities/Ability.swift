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
  /// The Pokémon that can have it today, in number order.
  public var holders: [AbilityHolder]
  /// Every way a Pokémon has had it in any generation, each with the generations it held
  /// it in (Gengar's Levitate up to generation VI, Vikavolt's from VII), in number order:
  /// what the card as in a game lists its holders from. `nil` where the source cannot say
  /// (PokeAPI's `ability` document names today's holders only).
  public var holdings: [AbilityHolder]?
  /// Its name and game texts in each other language its documents speak (`Translatable`).
  public var translations: [String: NamedTexts]?
  /// The group of games the card is told as (`--game`); `nil` for today's card.
  public var asIn: GameGroup?

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
  /// The generations whose games gave it the ability (`holdings`); `nil` for every
  /// generation the Pokémon was in.
  public var generations: GenerationSpan?

  public init(
    id: Int, name: String, displayName: String, isHidden: Bool,
    generations: GenerationSpan? = nil
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.isHidden = isHidden
    self.generations = generations
  }
}

/// A run of generations, open at either end: `first` (none: from the earliest) through
/// `last` (none: to this day).
public struct GenerationSpan: Codable, Hashable, Sendable {
  public var first: Int?
  public var last: Int?

  public init(first: Int?, last: Int?) {
    self.first = first
    self.last = last
  }

  /// Whether `generation` is in the run.
  public func contains(_ generation: Int) -> Bool {
    (first ?? Int.min) <= generation && generation <= (last ?? Int.max)
  }
}

// MARK: - The list row

/// An ability as `pokecli abilities` lists it.
public struct AbilityRow: Codable, Hashable, Sendable {
  /// PokeAPI's id.
  public var id: Int
  /// PokeAPI's slug, such as `"levitate"`.
  public var name: String
  /// The English name, such as "Levitate".
  public var displayName: String
  /// The generation that introduced it.
  public var generation: Int?
  /// How many Pokémon (forms included) can have it.
  public var pokemonCount: Int
  /// Its effect in one sentence, in the language shown where PokeAPI has it, else in
  /// English; `nil` when PokeAPI has none.
  public var shortEffect: String?
  /// Its name and short effect in each other language its document speaks (`Translatable`).
  public var translations: [String: Wording]?

  public init(
    id: Int, name: String, displayName: String, generation: Int?, pokemonCount: Int,
    shortEffect: String?
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.generation = generation
    self.pokemonCount = pokemonCount
    self.shortEffect = shortEffect
  }
}

/// What `pokecli abilities` is asked for: a generation, words to match and an order.
public struct AbilityCriteria: Hashable, Sendable {
  /// Folded words; every one must match a part of the name.
  public var terms: [String]
  public var generation: Int?
  public var sort: AbilitySort
  public var reversed: Bool
  /// Only these abilities, by id: what an ability query's terms hold for
  /// (`EvaluateKindQuery`); `nil` for no such limit.
  public var onlyIDs: Set<Int>?

  public init(
    terms: [String] = [], generation: Int? = nil, sort: AbilitySort = .number,
    reversed: Bool = false, onlyIDs: Set<Int>? = nil
  ) {
    self.onlyIDs = onlyIDs
    self.terms = terms
    self.generation = generation
    self.sort = sort
    self.reversed = reversed
  }
}

/// The orders of `pokecli abilities`: by number, by name, or the most widely held first.
public enum AbilitySort: String, CaseIterable, Hashable, Sendable {
  case number, name, pokemon
}

extension AbilityRow: Translatable {
  /// What a language changes in a row: the ability's name and its short effect.
  public struct Wording: Codable, Hashable, Sendable {
    public var name: String
    public var shortEffect: String?

    public init(name: String, shortEffect: String?) {
      self.name = name
      self.shortEffect = shortEffect
    }
  }

  public var wording: Wording { Wording(name: displayName, shortEffect: shortEffect) }

  public func worded(_ wording: Wording) -> AbilityRow {
    var worded = self
    worded.displayName = wording.name
    worded.shortEffect = wording.shortEffect
    return worded
  }
}

// MARK: - The search rule

/// Which abilities match an `AbilityCriteria`, and in what order: pure functions over
/// the rows.
public enum AbilitySearch {
  /// Whether folded `term` matches `row`: part of its slug (`rod`) or whole words run
  /// together (`lightningrod`).
  public static func matches(term: String, row: AbilityRow) -> Bool {
    SlugSearch.matches(term: term, name: row.name)
  }

  /// Whether `criteria` can be answered from the abilities' slugs alone: no generation,
  /// in number order (the other orders need the English names and holders the documents
  /// give). A catalog that must fetch each ability can then page the slugs first.
  public static func needsOnlyNames(_ criteria: AbilityCriteria) -> Bool {
    criteria.generation == nil && criteria.sort == .number && criteria.onlyIDs == nil
  }

  /// The rows that match the generation and every term of `criteria`, in its order; ties
  /// keep number order.
  public static func filter(_ rows: [AbilityRow], by criteria: AbilityCriteria) -> [AbilityRow] {
    let kept = rows.filter { row in
      if let only = criteria.onlyIDs, !only.contains(row.id) { return false }
      if let generation = criteria.generation, row.generation != generation { return false }
      return criteria.terms.allSatisfy { matches(term: $0, row: row) }
    }.sorted { $0.id < $1.id }
    let ordered: [AbilityRow]
    switch criteria.sort {
    case .number:
      ordered = kept
    case .name:
      ordered = kept.sorted {
        ($0.displayName.lowercased(), $0.id) < ($1.displayName.lowercased(), $1.id)
      }
    case .pokemon:
      // The most widely held first; `sorted` is not stable, so ties compare by number.
      ordered = kept.sorted { ($1.pokemonCount, $0.id) < ($0.pokemonCount, $1.id) }
    }
    return criteria.reversed ? ordered.reversed() : ordered
  }
}

extension AbilityCriteria: QueryNarrowedCriteria {
  public static var every: Self { Self() }
}

extension AbilityCriteria: SlugCriteria {
  public var needsOnlyNames: Bool { AbilitySearch.needsOnlyNames(self) }
}

// MARK: - The kind

extension Ability: ReferenceKind, NamedTextsEntry, SluggedEntry {
  public static let entryKind = EntryKind.ability

  public static func select(_ rows: [AbilityRow], by criteria: AbilityCriteria) -> [AbilityRow] {
    AbilitySearch.filter(rows, by: criteria)
  }
}
