import Domain
/// What `pokecli type` is asked for: one type or two, in a generation's chart.
public struct TypeRequest: Equatable, Sendable {
  public var types: [PokemonType]
  public var generation: Int?

  public init(types: [PokemonType], generation: Int?) {
    self.types = types
    self.generation = generation
  }
}
