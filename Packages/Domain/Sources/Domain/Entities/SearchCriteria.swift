import Foundation

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

  /// Criteria matching `terms` (each folded with `NameNormalizer`), in national order. A
  /// term that is only a gender sign ("♀") becomes `-f`, which matches the whole word `f`
  /// of a name (Nidoran♀'s `nidoran-f`), not every name with an f in it.
  public init(
    terms: [String] = [], types: [PokemonType] = [], generation: Int? = nil,
    sort: PokemonSort = .number, reversed: Bool = false, onlyIDs: Set<Int>? = nil
  ) {
    self.terms = terms.map(Self.fold).filter { !$0.isEmpty }
    self.types = types
    self.generation = generation
    self.sort = sort
    self.reversed = reversed
    self.onlyIDs = onlyIDs
  }

  private static func fold(_ term: String) -> String {
    let signs = term.filter { !$0.isWhitespace }
    if signs == "♀" { return "-f" }
    if signs == "♂" { return "-m" }
    return NameNormalizer.slug(term)
  }

  /// Whether the criteria keep the whole list in its own order, so a plain page will do.
  public var isEverything: Bool {
    terms.isEmpty && types.isEmpty && generation == nil && sort == .number && !reversed
      && onlyIDs == nil
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
  /// Alphabetical by name.
  case name
}
