import Domain

extension RemotePokemonRepository {
  /// Each form's species, by the form's id: the Pokémon of the national list that are no
  /// species' default (`giratina-origin`, `mr-mime-galar`), each owned by the species whose
  /// slug is the longest that begins its own. PokeAPI names every form so, its species'
  /// slug and the form's name, which saves a document per form. Costs the list of species
  /// and the national list, one request each.
  func speciesOfForms() async throws -> [Int: Int] {
    let url = endpoints.list(.pokemonSpecies, limit: Self.everything)
    let species = try await loader.load(PokemonListPageDTO.self, from: url).results
      .compactMap { entry in ResourceID.trailingNumber(of: entry.url).map { (entry.name, $0) } }
    let bySlug = Dictionary(species, uniquingKeysWith: { first, _ in first })
    let speciesIDs = Set(bySlug.values)
    var owners: [Int: Int] = [:]
    for entry in try await index() where !speciesIDs.contains(entry.id) {
      var parts = entry.name.split(separator: "-")
      while parts.count > 1 {
        parts.removeLast()
        if let owner = bySlug[parts.joined(separator: "-")] {
          owners[entry.id] = owner
          break
        }
      }
    }
    return owners
  }
}
