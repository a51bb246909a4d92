import Domain
import Foundation

/// The part of the built-in Pokédex every list, search and name look-up reads: decoded
/// once per run, while each Pokémon's card stays compressed until it is asked for.
///
/// It holds Domain values, so the data follows the entities: when an entity grows, the
/// generator is run again and the new fields are in the data.
struct BuiltInPokedexIndex: Codable, Sendable, Equatable {
  /// The national list, in PokeAPI's order.
  var pokemon: [PokemonIndexEntry]
  /// The list row of every Pokémon, in the same order.
  var summaries: [PokemonSummary]
  /// Species slugs whose default Pokémon has another slug (`giratina` → 487).
  var speciesNames: [String: Int]
  /// The ids of the Pokémon of each type, by the type's slug, ascending.
  var typeMembers: [String: [Int]]
  /// The species each generation introduced, by the generation's number, ascending.
  var generations: [String: [Int]]
  /// Where each Pokémon's card lies in the data, in the national list's order.
  var cards: [CardLocation]

  /// One compressed card in the data.
  struct CardLocation: Codable, Sendable, Equatable {
    /// The Pokémon's id.
    var id: Int
    /// Where its bytes start, counted from the start of the cards.
    var offset: Int
    /// How many compressed bytes it has.
    var length: Int
    /// How many bytes its JSON has once expanded.
    var size: Int
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
  var cards: [Pokemon]

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
      pokemon: cards.map { PokemonIndexEntry(id: $0.summary.id, name: $0.summary.name) },
      summaries: cards.map(\.summary), speciesNames: speciesNames,
      typeMembers: Dictionary(
        typeMembers.map { ($0.key.slug, $0.value.sorted()) }, uniquingKeysWith: { a, _ in a }),
      generations: Dictionary(
        generations.map { (String($0.key), $0.value.sorted()) }, uniquingKeysWith: { a, _ in a }),
      cards: [])
  }
}
