import Domain
import Foundation

extension EvolutionChainDTO.Link {
  /// The family as Domain nodes, named with `speciesByName` (species documents already
  /// loaded); a species missing from it is named from its slug.
  func toDomain(speciesByName: [String: PokemonSpeciesDTO]) -> EvolutionNode {
    let species = speciesByName[self.species.name]
    return EvolutionNode(
      speciesName: self.species.safeName,
      speciesID: species?.id ?? ResourceID.trailingNumber(of: self.species.url) ?? 0,
      displayName: DisplayName.make(
        pokemonSlug: self.species.safeName, speciesSlug: self.species.safeName,
        speciesName: species?.englishName.safe, isDefault: true),
      requirements: Self.distinct(evolutionDetails.map { $0.toDomain() }),
      evolvesTo: evolvesTo.map { $0.toDomain(speciesByName: speciesByName) })
  }

  /// PokeAPI repeats a requirement for every game it applies in; each is kept once.
  private static func distinct(_ requirements: [EvolutionRequirement]) -> [EvolutionRequirement] {
    requirements.reduce(into: []) { kept, requirement in
      if !kept.contains(requirement) { kept.append(requirement) }
    }
  }
}

extension EvolutionDetailDTO {
  /// The requirement, keeping only the conditions PokeAPI set; every slug made safe to
  /// print.
  func toDomain() -> EvolutionRequirement {
    var requirement = EvolutionRequirement(trigger: trigger?.safeName ?? "other")
    requirement.minLevel = minLevel
    requirement.item = item?.safeName
    requirement.heldItem = heldItem?.safeName
    requirement.knownMove = knownMove?.safeName
    requirement.knownMoveType = knownMoveType?.safeType
    requirement.location = location?.safeName
    requirement.timeOfDay = timeOfDay.safe.flatMap { $0.isEmpty ? nil : $0 }
    requirement.minHappiness = minHappiness
    requirement.minAffection = minAffection
    requirement.minBeauty = minBeauty
    requirement.gender = gender
    requirement.relativePhysicalStats = relativePhysicalStats
    requirement.partySpecies = partySpecies?.safeName
    requirement.partyType = partyType?.safeType
    requirement.tradeSpecies = tradeSpecies?.safeName
    requirement.needsOverworldRain = needsOverworldRain ?? false
    requirement.turnUpsideDown = turnUpsideDown ?? false
    return requirement
  }
}
