/// A search as a player writes it (`fire | water, spe > 100, !legendary, sort spe`),
/// parsed by `PokemonQueryParser`: terms that must all hold, and an order.
///
/// Words stay as they were typed (`QueryCondition.word`, `.named`): what "feu",
/// "lévitation" or "séisme" name is in the data, in every language it speaks, so a
/// vocabulary resolves them after parsing, and says which word names nothing.
public struct PokemonQuery: Hashable, Sendable {
  /// The query as typed, echoed in JSON.
  public var text: String
  /// The terms: every one must hold.
  public var terms: [QueryTerm<QueryCondition>]
  /// The order asked for with `sort`; `nil` for national order.
  public var sort: QuerySort?
}

/// One condition of a query.
public enum QueryCondition: QueryAtom {
  /// A field holds the thing `name` names: `type fire`, `ability levitate`, `in paldea`.
  case named(QueryField, String)
  /// It learns a move, in a game (any when `nil`), by a method (any when `nil`):
  /// `learns surf in red by tm`.
  case learns(move: String, game: String?, method: String?)
  /// Its species came in one of these generations: `gen 4`, `gen 1-3`.
  case generation(ClosedRange<Int>)
  /// It belongs to a class: `legendary`, `mega`, `fully evolved`.
  case isA(PokemonClass)
  /// A comparison: `spe > 100`, `atk >= spa`, `weight < 10kg`.
  case compare(QueryQuantity, QueryComparison, QueryQuantity)
  /// A quantity lies in a range, both ends included: `bst 500-600`.
  case within(QueryQuantity, ClosedRange<Double>)
  /// How it takes an attacking type: `weak ice`, `resists water`, `immune ground`.
  case matchup(QueryMatchup, String)
}

/// The fields a term names a thing of.
public enum QueryField: String, Hashable, Sendable, CaseIterable {
  case type, ability
  case eggGroup = "egg group"
  case color, shape, habitat
  /// A regional Pokédex the Pokémon is in: `in paldea`.
  case pokedex
}

/// The classes a term can ask for by a word.
public enum PokemonClass: String, Hashable, Sendable, CaseIterable {
  case legendary, mythical, baby, mega
  /// The last stage of its evolution chain (one that evolves no further).
  case fullyEvolved = "fully evolved"
  /// A species that evolves into another.
  case hasEvolution = "has evolution"
  /// An alternate form (not its species' default Pokémon): `!form` leaves them out.
  case form
}

/// A number a comparison reads.
public enum QueryQuantity: Hashable, Sendable {
  /// A base stat by PokeAPI's slug (`speed`), or `total` for the base stat total.
  case stat(String)
  /// A word in the place of a stat that is no name pokecli knows in English
  /// ("vitesse"): the data's names of stats say which, if any.
  case statNamed(String)
  /// Height in decimetres, as PokeAPI counts it.
  case height
  /// Weight in hectograms, as PokeAPI counts it.
  case weight
  /// A number, already in the unit of what it is compared with.
  case number(Double)

  /// The slug standing for the base stat total.
  public static let total = "total"
}

/// How two quantities compare.
public enum QueryComparison: String, Hashable, Sendable, CaseIterable {
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case equal = "="
  case notEqual = "!="

  /// Whether `left` stands so to `right` (`power > 100` with the power as `left`).
  public func holds(_ left: Double, _ right: Double) -> Bool {
    switch self {
    case .less: return left < right
    case .lessOrEqual: return left <= right
    case .greater: return left > right
    case .greaterOrEqual: return left >= right
    case .equal: return left == right
    case .notEqual: return left != right
    }
  }
}

/// How a Pokémon takes an attacking type, abilities counted.
public enum QueryMatchup: String, Hashable, Sendable, CaseIterable {
  /// More than ×1.
  case weak
  /// Less than ×1 but not ×0.
  case resists
  /// ×0.
  case immune
}

/// The order a Pokémon query asks for: a stat highest first (`sort spe`), the total, the
/// name A first or the number; `sort -spe` turns it round.
public typealias QuerySort = QueryOrder<PokemonSort>

