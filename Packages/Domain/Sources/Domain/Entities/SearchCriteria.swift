/// What to find in the national list: words to match, types and a generation to filter
/// by, and the order to list the matches in. `search`, `list` and `favorites` all use it.
public struct SearchCriteria: Hashable, Sendable {
  /// The words to match, folded into slugs; every one must match (part of the name, or a
  /// type the Pokémon has).
  public var terms: [String]
  /// Types the Pokémon must all have.
  public var types: [PokemonType]
  /// The generation that introduced the species; `nil` for any.
  public var generation: Int?
  /// The order of the matches.
  public var sort: PokemonSort
  /// Whether the order is reversed.
  public var reversed: Bool
  /// Only these ids (the favorites), or `nil` for the whole list.
  public var onlyIDs: Set<Int>?
  /// Rare classes the Pokémon must belong to, from the words `legendary`, `mythical` and
  /// `baby`; any one will do.
  public var rarities: Set<Rarity>
  /// For a term, the Pokémon one of whose names in some language starts with it
  /// ("glurak", "ピカ"), where the data can say; such a Pokémon matches the term too.
  public var namedIDs: [String: Set<Int>] = [:]
  /// Whether the matches named in the language shown come first (`namedIDs` found them
  /// in some language): only where each match's row is free to read.
  public var ranksShownNames = false
  /// The base stats (or the total) each row of a page shows beside its types, in order:
  /// `PokemonSummary.stats` is filled for these.
  public var shownStats: [PokemonSort] = []
  /// The attacking types (words as typed) whose matchups each row shows
  /// (`PokemonQuery.shownMatchups`), read by the query facts `SearchPokedex` is given.
  public var shownMatchups: [String] = []
  /// The game the list is told as in (`--game`): only the Pokémon that had come by its
  /// generation, with their types and base stats then; `nil` for today's.
  public var asIn: GameGroup?

  /// Criteria matching `terms` (each folded with `NameNormalizer`), in national order; the
  /// words `legendary`, `mythical` and `baby` ask for those classes instead of names. A
  /// term that is only a gender sign ("♀") becomes `-f`, which matches the whole word `f`
  /// of a name (Nidoran♀'s `nidoran-f`), not every name with an f in it.
  public init(
    terms: [String] = [], types: [PokemonType] = [], generation: Int? = nil,
    sort: PokemonSort = .number, reversed: Bool = false, onlyIDs: Set<Int>? = nil
  ) {
    let folded = terms.map(Self.fold).filter { !$0.isEmpty }
    let rare = folded.compactMap { Rarity(rawValue: $0) }.filter { $0 != .ordinary }
    self.rarities = Set(rare)
    self.terms = folded.filter { term in !rare.contains { $0.rawValue == term } }
    self.types = types
    self.generation = generation
    self.sort = sort
    self.reversed = reversed
    self.onlyIDs = onlyIDs
  }

  /// A term as the search compares it: a slug, or the `SearchKey` of a word in another
  /// script (which has no slug).
  public static func fold(_ term: String) -> String {
    let signs = term.filter { !$0.isWhitespace }
    if signs == "♀" { return "-f" }
    if signs == "♂" { return "-m" }
    if (try? EntryQuery.parse(term))?.isForeignName == true { return SearchKey.of(term) }
    return NameNormalizer.slug(term)
  }

  /// Whether the criteria keep the whole list in its own order, so a plain page will do.
  public var isEverything: Bool {
    terms.isEmpty && types.isEmpty && generation == nil && sort == .number && !reversed
      && onlyIDs == nil && rarities.isEmpty && asIn?.generation == nil
  }

  /// The types whose members must be known to apply the criteria: the filter's, and the
  /// terms that name a type.
  public var typesToLoad: [PokemonType] {
    var types = self.types
    for term in terms {
      let type = PokemonType(slug: term)
      if PokemonType.allKnown.contains(type), !types.contains(type) { types.append(type) }
    }
    return types
  }
}

/// The orders a list can be shown in.
public enum PokemonSort: String, Hashable, Sendable, CaseIterable {
  /// National number, forms after the 1025 species: PokeAPI's order.
  case number
  /// Alphabetical by the name shown ("Alolan Raichu" under A).
  case name
  /// The highest base stat total first; the others, the highest of that stat first.
  case total, hp, attack, defense
  case spAttack = "sp-attack"
  case spDefense = "sp-defense"
  case speed

  /// PokeAPI's slug of the stat this order compares, such as `special-attack`.
  public var statName: String? {
    switch self {
    case .number, .name, .total: return nil
    case .hp, .attack, .defense, .speed: return rawValue
    case .spAttack: return "special-attack"
    case .spDefense: return "special-defense"
    }
  }

  /// Whether the order needs every match's base stats.
  public var comparesStats: Bool { self != .number && self != .name }

  /// The stat orders in the games' order of the stats, the total last: how a list's stat
  /// columns stand.
  public static let statsInGameOrder: [PokemonSort] = [
    .hp, .attack, .defense, .spAttack, .spDefense, .speed, .total,
  ]

  /// The order comparing the stat of PokeAPI's slug `slug` (`speed`), or the total
  /// (`total`); `nil` for any other.
  public init?(statSlug slug: String) {
    guard let sort = Self.statsInGameOrder.first(where: { ($0.statName ?? "total") == slug })
    else { return nil }
    self = sort
  }
}
