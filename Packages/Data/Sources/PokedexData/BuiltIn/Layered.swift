import Domain
/// One kind's two sources, the built-in data's and the cache over the network's, read by
/// the one rule `BuiltInFirst`: the decorator for a kind with no rule of its own to add.
///
/// A kind's repository protocol is one short conformance (`Layered+Learning.swift`:
/// learnsets, who learns a move; `Layered+EntryNames.swift`: entries' names alone);
/// entries of every kind go through `BuiltInFirstRepository`, and Pokémon through
/// `LayeredPokemonRepository`, which reads its lists and rows through the same rule.
public struct Layered<Source: Sendable>: Sendable {
  /// The built-in data's source.
  let builtIn: Source
  /// The cache over the network's source.
  let network: Source
  /// The rule between them.
  let rule: BuiltInFirst

  /// The built-in source layered over the network's, read by `rule`: by default the
  /// rule for a kind whose data knows every name and which nothing caches past the data.
  public init(builtIn: Source, network: Source, rule: BuiltInFirst = BuiltInFirst()) {
    self.builtIn = builtIn
    self.network = network
    self.rule = rule
  }

  /// What `read` answers, from the built-in source first, by the rule.
  func answer<Value: Sendable>(_ read: (Source) async throws -> Value) async throws -> Value {
    try await rule.answer(builtIn: { try await read(builtIn) }, else: { try await read(network) })
  }
}
