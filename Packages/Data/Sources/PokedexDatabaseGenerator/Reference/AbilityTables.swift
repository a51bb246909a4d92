import Domain

/// The `abilities` table and the abilities' names, English effects and in-game texts,
/// read from the `ability` documents the runtime reads too (`AbilityDTO`). Which Pokémon
/// can have an ability is the Pokémon's side (`pokemon_abilities`, in `PokemonTables`).
enum AbilityTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    var table = KeyedTable(
      "abilities", columns: ["id", "identifier", "generation_id", "is_main_series"])
    for (id, ability) in try await documents.all(AbilityDTO.self, .ability) {
      let source = SourceDocument(resource: .ability, id: id)
      table.append([
        source.key, .text(ability.name), .link(ability.generation),
        .of(ability.isMainSeries ?? true),
      ])
      try words.addNames(ability.names, of: source)
      try words.addEffects(ability.effectEntries, of: source)
      try words.addFlavorTexts(ability.flavorTextEntries, of: source)
    }
    return [table.table] + words.tables
  }
}
