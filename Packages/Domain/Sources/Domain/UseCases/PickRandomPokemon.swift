/// `pokecli random`: one Pokémon picked at random among those that match, and whether it
/// is shiny. The same seed and the same data pick the same Pokémon.
public struct PickRandomPokemon: Sendable {
  let search: SearchPokedex

  public init(search: SearchPokedex) {
    self.search = search
  }

  /// What was picked: the Pokémon (`nil` when none matches), how many could have been,
  /// and whether it came up shiny.
  public struct Pick: Hashable, Sendable {
    public var pokemon: PokemonIndexEntry?
    public var count: Int
    public var isShiny: Bool
  }

  /// Picks among the Pokémon `criteria` matches, within `allowed` when given (a regional
  /// Pokédex's, the favorites), alternate forms (ids from 10001) left out unless
  /// `includingForms`, in national order, with the generator `seed` starts; then rolls
  /// `shinyOdds` (never shiny without odds).
  /// - Throws: as `SearchPokedex.matches(_:)`.
  public func callAsFunction(
    _ criteria: SearchCriteria, allowed: Set<Int>?, includingForms: Bool, seed: UInt64,
    shinyOdds: ShinyOdds?
  ) async throws -> Pick {
    let candidates = try await search.matches(criteria)
      .filter { allowed?.contains($0.id) ?? true }
      .filter { includingForms || !$0.isAlternateForm }
      .sorted { $0.id < $1.id }
    var generator = SeededRandom(seed: seed)
    let picked = candidates.randomElement(using: &generator)
    let isShiny = picked != nil && (shinyOdds?.roll(using: &generator) ?? false)
    return Pick(pokemon: picked, count: candidates.count, isShiny: isShiny)
  }
}
