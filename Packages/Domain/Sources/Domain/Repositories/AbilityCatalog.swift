/// Every ability as a list row, for `pokecli abilities`: the built-in database's, or
/// PokeAPI's ability documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol AbilityCatalog: Sendable {
  /// Every ability's row, in number order.
  func rows() async throws -> [AbilityRow]

  /// The page of abilities `criteria` select, when this catalog can give it more cheaply
  /// than by every ability's row (over the network: the list of names, then only the
  /// page's documents); `nil` when it cannot, and `rows` is read instead.
  func page(_ criteria: AbilityCriteria, _ request: PageRequest) async throws
    -> Page<AbilityRow>?
}

extension AbilityCatalog {
  /// Every row is at hand (the built-in data): no cheaper page.
  public func page(_ criteria: AbilityCriteria, _ request: PageRequest) async throws
    -> Page<AbilityRow>?
  {
    nil
  }
}
