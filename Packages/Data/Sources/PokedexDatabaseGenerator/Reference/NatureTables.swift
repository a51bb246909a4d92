/// The `natures` table and the natures' names.
enum NatureTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    var table = KeyedTable(
      "natures",
      columns: [
        "id", "identifier", "decreased_stat_id", "increased_stat_id", "hates_flavor_id",
        "likes_flavor_id",
      ])
    for (id, nature) in try await documents.all(NatureDTO.self, .nature) {
      let source = SourceDocument(resource: .nature, id: id)
      table.append([
        source.key, .text(nature.name), .link(nature.decreasedStat), .link(nature.increasedStat),
        .link(nature.hatesFlavor), .link(nature.likesFlavor),
      ])
      try words.addNames(nature.names, of: source)
    }
    return [table.table] + words.tables
  }
}
