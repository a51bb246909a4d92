/// Every ability as a list row, for `pokecli abilities`: the built-in database's, or
/// PokeAPI's ability documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol AbilityCatalog: EntryCatalog where Kind == Ability {
  /// Every ability's row, in number order.
  func rows() async throws -> [AbilityRow]
}

extension AbilityCatalog {
  /// Every ability's row: no criteria narrow what the source reads.
  public func rows(for criteria: AbilityCriteria) async throws -> [AbilityRow] {
    try await rows()
  }
}
