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
    var generation: Int?
  }

  /// The family of chain `chain`, from its first stage, children by species id; `nil`
  /// when the chain has no species.
  static func evolution(chain: Int, in db: DatabaseReader) async throws -> EvolutionNode? {
    let species = try await db.rows("""
        SELECT s.id, s.identifier, s.evolution_parent_id, s.generation_id, coalesce((SELECT name FROM names
            WHERE kind = 'pokemon-species' AND entry_id = s.id AND language_id = SHOWN_LANGUAGE), n.name) AS name FROM species s
        LEFT JOIN names n ON n.kind = 'pokemon-species' AND n.entry_id = s.id AND n.language_id = 9
        WHERE s.evolution_chain_id = ? ORDER BY s.id
        """,
      [chain]
    ).compactMap { row -> ChainSpecies? in
      guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
      return ChainSpecies(
        id: id, slug: slug, englishName: row.text("name"), parent: row.int("evolution_parent_id"),
        generation: row.int("generation_id"))
    }
    var requirements: [Int: [EvolutionRequirement]] = [:]
    for row in try await db.rows("""
        SELECT es.* FROM evolution_steps es JOIN species s ON s.id = es.evolved_species_id
        WHERE s.evolution_chain_id = ? ORDER BY es.evolved_species_id, es.step
        """,
      [chain])
    {
      guard let id = row.int("evolved_species_id") else { continue }
      requirements[id, default: []].append(EvolutionStepColumns.requirement(row))
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
      requirements: requirements[species.id] ?? [], evolvesTo: children,
      generation: species.generation)
  }
}
