/// The table of a list PokeAPI gives nothing but names for (`id`, `identifier`): egg
/// groups, colours, move targets and the like.
enum IdentifierTable {
  /// The table `name` with a row per document of `resource`; each document's names go to
  /// `words`.
  static func make(
    _ name: String, _ resource: PokeAPIResource,
    from documents: [(id: Int, document: NamedDocumentDTO)], words: inout ReferenceWords
  ) throws -> PokedexTable {
    var table = KeyedTable(name, columns: ["id", "identifier"])
    for (id, document) in documents {
      let source = SourceDocument(resource: resource, id: id)
      table.append([source.key, .text(document.name)])
      try words.addNames(document.names, of: source)
    }
    return table.table
  }
}
