import Domain
/// What the type commands need of one `type` document, small enough to keep the
/// eighteen in the cache as one value: how every type hurts it, today and as it stood in
/// earlier generations, when it came, and who has it.
struct TypeFacts: Codable, Hashable, Sendable {
  /// An earlier generation's "damage from" column.
  struct PastColumn: Codable, Hashable, Sendable {
    /// The last generation these factors held in, as PokeAPI gives it.
    var lastGeneration: Int
    /// Attacking type id → percentage, where not 100.
    var damageFrom: [Int: Int]
  }

  var id: Int
  var type: PokemonType
  /// The generation that introduced it; `nil` when the document does not say.
  var generation: Int?
  /// Attacking type id → percentage, where not 100: today's chart.
  var damageFrom: [Int: Int]
  var pastDamageFrom: [PastColumn]
  /// Every Pokémon (forms included) with the type, by id.
  var pokemonIDs: [Int]
  /// How many moves have the type.
  var moveCount: Int

  init(_ document: TypeRowDTO) {
    id = document.id
    type = PokemonType(slug: document.name.safe)
    generation = document.generation?.id
    damageFrom = document.damageRelations.factors
    pastDamageFrom = (document.pastDamageRelations ?? []).compactMap { past in
      past.generation.id.map {
        PastColumn(
          lastGeneration: $0, damageFrom: past.damageRelations.factors)
      }
    }
    pokemonIDs = (document.pokemon ?? []).compactMap(\.pokemon.id)
    moveCount = document.moves?.count ?? 0
  }

  /// The chart of `generation` (today's when `nil`) among the types that have one, read
  /// as the built-in database reads its `type_efficacy` tables: the types the generation
  /// had, in the games' order, each column from the earliest past relations that still
  /// held in the generation, else today's.
  static func chart(_ facts: [TypeFacts], generation: Int?) -> TypeChart {
    let charted = facts
      .filter { !$0.damageFrom.isEmpty }
      .filter { type in
        guard let generation, let introduced = type.generation else { return true }
        return introduced <= generation
      }
      .sorted { $0.type < $1.type }
    let columns = charted.map { $0.column(in: generation) }
    return TypeChart(
      generation: generation, types: charted.map(\.type),
      factors: charted.map { attacker in columns.map { $0[attacker.id] ?? 100 } })
  }

  /// How every type hurts this one in `generation`.
  func column(in generation: Int?) -> [Int: Int] {
    guard let generation else { return damageFrom }
    return pastDamageFrom.filter { $0.lastGeneration >= generation }
      .min { $0.lastGeneration < $1.lastGeneration }?.damageFrom ?? damageFrom
  }
}
