import Domain
import Foundation

/// What the built-in Pokédex holds besides the cards: the rows, the type members, the
/// generations and the names, each written as a section of its own (`BuiltInPokedexFormat`)
/// and expanded only by a command that reads it.
///
/// It holds Domain values, so the data follows the entities: when an entity grows, the
/// generator is run again and the new fields are in the data.
struct BuiltInPokedexIndex: Sendable, Equatable {
  /// The list row of every Pokémon, in the national list's order.
  var summaries: [PokemonSummary]
  /// Species slugs whose default Pokémon has another slug (`giratina` → 487).
  var speciesNames: [String: Int]
  /// The ids of the Pokémon of each type, by the type's slug, ascending.
  var typeMembers: [String: [Int]]
  /// The species each generation introduced, by the generation's number, ascending.
  var generations: [String: [Int]]

  /// The names section: what resolving a name needs, without the rows.
  var names: BuiltInNames {
    BuiltInNames(
      ids: summaries.map(\.id), slugs: summaries.map(\.name), speciesNames: speciesNames)
  }
}

/// The national list's ids and slugs, in PokeAPI's order, and the species names that
/// resolve to another slug: all `show` reads before its card.
struct BuiltInNames: Codable, Sendable, Equatable {
  var ids: [Int]
  var slugs: [String]
  var speciesNames: [String: Int]

  /// The national list.
  var entries: [PokemonIndexEntry] {
    zip(ids, slugs).map { PokemonIndexEntry(id: $0, name: $1) }
  }
}

/// What the generator gathers and the format writes: the index and every card.
public struct BuiltInPokedexContents: Sendable, Equatable {
  /// The day the data was taken from PokeAPI, `yyyy-MM-dd` (UTC).
  public var generatedOn: String
  /// The API the data was taken from; the data stands in for no other.
  public var source: String
  var index: BuiltInPokedexIndex
  /// Every Pokémon's card, as the default card shows it (the newest English entry only).
  public internal(set) var cards: [Pokemon]

  /// Contents holding `cards` in national order, each trimmed to the default card.
  /// - Parameters:
  ///   - typeMembers: the ids of each type's Pokémon.
  ///   - generations: the species each generation introduced.
  ///   - speciesNames: species slugs whose default Pokémon has another slug.
  public init(
    generatedOn: String, source: String, cards: [Pokemon],
    typeMembers: [PokemonType: [Int]], generations: [Int: [Int]],
    speciesNames: [String: Int] = [:]
  ) {
    self.generatedOn = generatedOn
    self.source = source
    self.cards = cards.map(\.asDefaultCard)
    self.index = BuiltInPokedexIndex(
      summaries: cards.map(\.summary), speciesNames: speciesNames,
      typeMembers: Dictionary(
        typeMembers.map { ($0.key.slug, $0.value.sorted()) }, uniquingKeysWith: { a, _ in a }),
      generations: Dictionary(
        generations.map { (String($0.key), $0.value.sorted()) }, uniquingKeysWith: { a, _ in a }))
  }
}
