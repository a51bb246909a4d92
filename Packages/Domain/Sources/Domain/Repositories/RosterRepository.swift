/// Every Pokémon a player can have in a generation's games, each without its card: what
/// speed tiers and coverage read of all of them at once. The built-in database's (over
/// another API it would cost every Pokémon's documents).
///
/// Implementations throw `PokedexError` and nothing else.
public protocol RosterRepository: Sendable {
  /// The Pokémon whose species and form `generation`'s games had, without forms that only
  /// last a battle (megas, Gigantamax) and none a player cannot keep (totems, Minior's
  /// core, Eternamax); today's games for `nil`. Each is told with today's values and,
  /// for a generation given, its past ones (`RosterMember.asIn(generation:)` makes them
  /// those of then; today's roster needs none, and is spared their read), and whether it
  /// evolved no further then. In national order.
  /// - Parameter matchups: whether each is read with its types and abilities (what its
  ///   matchups need: coverage); without them (speed tiers need neither), its `types` and
  ///   `abilities` are empty, and the reads of the abilities' names and of the past types and
  ///   abilities are spared.
  func roster(generation: Int?, matchups: Bool) async throws -> [RosterMember]
}
