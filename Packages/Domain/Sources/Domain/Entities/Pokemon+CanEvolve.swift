extension Pokemon {
  /// Whether its species can still evolve, by its family as told (what Eviolite asks).
  /// A form that evolves when its species does not, or the other way round, is taken as
  /// its species.
  public var canEvolve: Bool {
    let stage = evolution?.allSpecies.first { $0.speciesID == summary.speciesID }
    return !(stage?.evolvesTo.isEmpty ?? true)
  }
}
