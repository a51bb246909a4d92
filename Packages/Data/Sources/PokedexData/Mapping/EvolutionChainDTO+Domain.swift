import Domain
extension EvolutionChainDTO.Link {
  /// The family as Domain nodes, named with `speciesByName` (species documents already
  /// loaded) and `names` (items, moves, places and forms); a species missing from it is
  /// named from its slug.
  func toDomain(
    speciesByName: [String: PokemonSpeciesDTO], names: EvolutionNames = EvolutionNames(),
    parent: (slug: String, names: [LocalizedNameDTO]?)? = nil
  ) -> EvolutionNode {
    let species = speciesByName[self.species.name]
    let requirements = evolutionDetails.map { detail in
      var requirement = detail.toDomain(names: names)
      if let parent {
        requirement.baseForm = names.formName(
          of: detail.baseForm, speciesSlug: parent.slug, speciesNames: parent.names)
      }
      requirement.evolvedForm = names.formName(
        of: detail.evolvedForm, speciesSlug: self.species.name, speciesNames: species?.names)
      return requirement
    }
    return EvolutionNode(
      speciesName: self.species.safeName,
      speciesID: species?.id ?? ResourceID.trailingNumber(of: self.species.url) ?? 0,
      displayName: DisplayName.make(
        pokemonSlug: self.species.safeName, speciesSlug: self.species.safeName,
        speciesName: species?.names.name(in: names.language).safe, isDefault: true),
      requirements: Self.distinct(requirements),
      evolvesTo: evolvesTo.map {
        $0.toDomain(
          speciesByName: speciesByName, names: names,
          parent: (self.species.name, species?.names))
      },
      generation: species?.generation.flatMap { ResourceID.trailingNumber(of: $0.url) })
  }

  /// PokeAPI repeats a requirement for every game it applies in; each is kept once.
  private static func distinct(_ requirements: [EvolutionRequirement]) -> [EvolutionRequirement] {
    requirements.reduce(into: []) { kept, requirement in
      if !kept.contains(requirement) { kept.append(requirement) }
    }
  }
}

extension EvolutionDetailDTO {
  /// The requirement, keeping only the conditions PokeAPI set, items, moves and places
  /// named from `names` in its language; every text made safe to print. The forms are set by
  /// the link, which knows the species.
  func toDomain(names: EvolutionNames = EvolutionNames()) -> EvolutionRequirement {
    var requirement = EvolutionRequirement(trigger: trigger?.safeName ?? "other")
    requirement.minLevel = minLevel
    requirement.item = names.name(of: item)
    requirement.heldItem = names.name(of: heldItem)
    if names.language != "en" {
      requirement.itemSlug = item?.safeName
      requirement.heldItemSlug = heldItem?.safeName
    }
    requirement.knownMove = names.name(of: knownMove)
    requirement.knownMoveType = knownMoveType?.safeType
    requirement.usedMove = names.name(of: usedMove)
    requirement.minMoveCount = minMoveCount
    requirement.minSteps = minSteps
    requirement.minDamageTaken = minDamageTaken
    requirement.location = names.name(of: location)
    requirement.region = region?.safeName
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
    requirement.nearSpecialRock = nearSpecialRock ?? false
    requirement.needsMultiplayer = needsMultiplayer ?? false
    return requirement
  }

  /// The item, move and location links of this step, whose documents name them.
  var namedLinks: [NamedAPIResourceDTO] {
    [item, heldItem, knownMove, usedMove, location].compactMap { $0 }
  }
}
