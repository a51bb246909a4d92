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
  /// The generation that introduced the species; `nil` when not known.
  public var generation: Int?

  public init(
    speciesName: String, speciesID: Int, displayName: String,
    requirements: [EvolutionRequirement], evolvesTo: [EvolutionNode], generation: Int? = nil
  ) {
    self.speciesName = speciesName
    self.speciesID = speciesID
    self.displayName = displayName
    self.requirements = requirements
    self.evolvesTo = evolvesTo
    self.generation = generation
  }

  /// Every species of the family, depth first.
  public var allSpecies: [EvolutionNode] {
    [self] + evolvesTo.flatMap(\.allSpecies)
  }

  /// The family as it was in `generation`, for `species` (a national number) of it:
  /// without the species that came later, nor what they evolve into (Eevee's five later
  /// evolutions in Red), and from the stage then first that leads to `species` (Pichu, of
  /// generation II, leaves Pikachu first in Red). `nil` when `species` is not in it. A
  /// species whose generation is not known is kept.
  public func asIn(generation: Int, for species: Int) -> EvolutionNode? {
    guard (self.generation ?? generation) <= generation else {
      guard
        var first = evolvesTo.first(where: { child in
          child.allSpecies.contains { $0.speciesID == species }
        })
      else { return nil }
      first.requirements = []
      return first.asIn(generation: generation, for: species)
    }
    var node = self
    node.evolvesTo = evolvesTo.compactMap { child in
      guard (child.generation ?? generation) <= generation else { return nil }
      return child.asIn(generation: generation, for: child.speciesID)
    }
    return node
  }

  /// The family with the ways to evolve that name a region outside `regions` left out
  /// (Alolan Raichu's Thunder Stone in Alola is not a way in Red, Hisuian Typhlosion's
  /// level 36 in Hisui not one in Diamond). Empty `regions` (a group that names none)
  /// leaves every way, and so does a step whose every way names another region, so that
  /// no step is left without one.
  public func evolving(inRegions regions: [String]) -> EvolutionNode {
    guard !regions.isEmpty else { return self }
    var node = self
    let kept = requirements.filter { requirement in
      requirement.region.map { regions.contains($0) } ?? true
    }
    if !kept.isEmpty { node.requirements = kept }
    node.evolvesTo = evolvesTo.map { $0.evolving(inRegions: regions) }
    return node
  }
}
