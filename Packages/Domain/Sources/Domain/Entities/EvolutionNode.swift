/// One species in an evolution family, with how it is reached and what it becomes.
public struct EvolutionNode: Hashable, Sendable, Codable {
  /// The species' slug.
  public var speciesName: String
  /// The species' national number.
  public var speciesID: Int
  /// The species' English name.
  public var displayName: String
  /// The ways to evolve into it from its parent; any one of them is enough. Empty for the
  /// first stage.
  public var requirements: [EvolutionRequirement]
  /// What it evolves into: several for a branching family (Eevee, Tyrogue, Wurmple).
  public var evolvesTo: [EvolutionNode]

  public init(
    speciesName: String, speciesID: Int, displayName: String,
    requirements: [EvolutionRequirement], evolvesTo: [EvolutionNode]
  ) {
    self.speciesName = speciesName
    self.speciesID = speciesID
    self.displayName = displayName
    self.requirements = requirements
    self.evolvesTo = evolvesTo
  }

  /// Every species of the family, depth first.
  public var allSpecies: [EvolutionNode] {
    [self] + evolvesTo.flatMap(\.allSpecies)
  }
}
