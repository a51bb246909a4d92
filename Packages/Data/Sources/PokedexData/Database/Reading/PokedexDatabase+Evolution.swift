import Domain

/// An evolution family, read from `species` (who evolves from whom) and
/// `evolution_steps` (how), as `EvolutionChainDTO.Link.toDomain` builds it from a chain.
extension PokedexDatabase {
  /// One species of a chain, before the tree is made.
  private struct ChainSpecies {
    var id: Int
    var slug: String
    var englishName: String?
    var parent: Int?
  }

  /// The family of chain `chain`, from its first stage, children by species id; `nil`
  /// when the chain has no species.
  static func evolution(chain: Int, in db: DatabaseReader) async throws -> EvolutionNode? {
    let species = try await db.rows("""
        SELECT s.id, s.identifier, s.evolution_parent_id, coalesce((SELECT name FROM names
            WHERE kind = 'pokemon-species' AND entry_id = s.id AND language_id = SHOWN_LANGUAGE), n.name) AS name FROM species s
        LEFT JOIN names n ON n.kind = 'pokemon-species' AND n.entry_id = s.id AND n.language_id = 9
        WHERE s.evolution_chain_id = ? ORDER BY s.id
        """,
      [chain]
    ).compactMap { row -> ChainSpecies? in
      guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
      return ChainSpecies(
        id: id, slug: slug, englishName: row.text("name"), parent: row.int("evolution_parent_id"))
    }
    var requirements: [Int: [EvolutionRequirement]] = [:]
    for row in try await db.rows("""
        SELECT es.* FROM evolution_steps es JOIN species s ON s.id = es.evolved_species_id
        WHERE s.evolution_chain_id = ? ORDER BY es.evolved_species_id, es.step
        """,
      [chain])
    {
      guard let id = row.int("evolved_species_id") else { continue }
      requirements[id, default: []].append(requirement(row))
    }
    requirements = try await localized(requirements, in: db)
    let ids = Set(species.map(\.id))
    guard let root = species.first(where: { $0.parent.map { !ids.contains($0) } ?? true }) else {
      return nil
    }
    var visited: Set<Int> = []
    return node(root, in: species, requirements: requirements, visited: &visited)
  }

  /// `species` and its descendants; a species met twice (a loop in damaged data) is
  /// left out the second time.
  private static func node(
    _ species: ChainSpecies, in family: [ChainSpecies], requirements: [Int: [EvolutionRequirement]],
    visited: inout Set<Int>
  ) -> EvolutionNode {
    visited.insert(species.id)
    var children: [EvolutionNode] = []
    for child in family where child.parent == species.id && !visited.contains(child.id) {
      children.append(node(child, in: family, requirements: requirements, visited: &visited))
    }
    return EvolutionNode(
      speciesName: species.slug, speciesID: species.id,
      displayName: DisplayName.make(
        pokemonSlug: species.slug, speciesSlug: species.slug, speciesName: species.englishName,
        isDefault: true),
      requirements: requirements[species.id] ?? [], evolvesTo: children)
  }

  /// One `evolution_steps` row: its columns are the requirement's fields.
  private static func requirement(_ row: DatabaseRow) -> EvolutionRequirement {
    var requirement = EvolutionRequirement(trigger: row.text("trigger") ?? "other")
    requirement.minLevel = row.int("min_level")
    requirement.baseForm = row.text("base_form")
    requirement.evolvedForm = row.text("evolved_form")
    requirement.item = row.text("item")
    requirement.heldItem = row.text("held_item")
    requirement.knownMove = row.text("known_move")
    requirement.usedMove = row.text("used_move")
    requirement.minMoveCount = row.int("min_move_count")
    requirement.minSteps = row.int("min_steps")
    requirement.minDamageTaken = row.int("min_damage_taken")
    requirement.region = row.text("region")
    requirement.knownMoveType = row.text("known_move_type").map { PokemonType(slug: $0) }
    requirement.location = row.text("location")
    requirement.timeOfDay = row.text("time_of_day").flatMap { $0.isEmpty ? nil : $0 }
    requirement.minHappiness = row.int("min_happiness")
    requirement.minAffection = row.int("min_affection")
    requirement.minBeauty = row.int("min_beauty")
    requirement.gender = row.int("gender_id")
    requirement.relativePhysicalStats = row.int("relative_physical_stats")
    requirement.partySpecies = row.text("party_species")
    requirement.partyType = row.text("party_type").map { PokemonType(slug: $0) }
    requirement.tradeSpecies = row.text("trade_species")
    requirement.needsOverworldRain = row.flag("needs_overworld_rain")
    requirement.turnUpsideDown = row.flag("turn_upside_down")
    requirement.nearSpecialRock = row.flag("near_special_rock")
    requirement.needsMultiplayer = row.flag("needs_multiplayer")
    return requirement
  }
}
