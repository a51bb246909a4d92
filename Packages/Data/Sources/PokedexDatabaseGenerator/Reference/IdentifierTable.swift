/// A document with a slug and its names in every language: a row of its list's table.
protocol NamedReferenceDocument: Sendable {
  /// The slug, the row's `identifier`.
  var name: String { get }
  /// Its names, which go to the `names` table.
  var names: [LocalizedNameDTO]? { get }
}

extension NamedDocumentDTO: NamedReferenceDocument {}
extension LanguageDTO: NamedReferenceDocument {}
extension GenerationRegionDTO: NamedReferenceDocument {}
extension VersionDTO: NamedReferenceDocument {}
extension LocationDTO: NamedReferenceDocument {}
extension StatDTO: NamedReferenceDocument {}
extension EncounterMethodDTO: NamedReferenceDocument {}
extension EncounterConditionDTO: NamedReferenceDocument {}
extension BerryFlavorDTO: NamedReferenceDocument {}

/// The table of a list whose documents each make one row (`id`, `identifier`, then the
/// list's own columns): egg groups, colours and move targets, which PokeAPI gives
/// nothing but names for, and generations, versions, stats and the like.
enum IdentifierTable {
  /// The table `name` with a row per document of `resource`: its id and slug, then what
  /// `values` reads for `columns`; each document's names go to `words`.
  static func make<Document: NamedReferenceDocument>(
    _ name: String, _ resource: PokeAPIResource, columns: [String] = [],
    from documents: [(id: Int, document: Document)], words: inout ReferenceWords,
    values: (SourceDocument, Document) throws -> [PokedexValue] = { _, _ in [] }
  ) throws -> PokedexTable {
    var table = KeyedTable(name, columns: ["id", "identifier"] + columns)
    for (id, document) in documents {
      let source = SourceDocument(resource: resource, id: id)
      table.append([source.key, .text(document.name)] + (try values(source, document)))
      try words.addNames(document.names, of: source)
    }
    return table.table
  }

  /// `make(_:_:columns:from:words:values:)` over every document of `resource`, read as
  /// `Document`.
  static func make<Document: NamedReferenceDocument & Decodable>(
    _ name: String, _ resource: PokeAPIResource, reading _: Document.Type,
    columns: [String] = [], from documents: PokeAPIDocuments, words: inout ReferenceWords,
    values: (SourceDocument, Document) throws -> [PokedexValue] = { _, _ in [] }
  ) async throws -> PokedexTable {
    try make(
      name, resource, columns: columns, from: try await documents.all(Document.self, resource),
      words: &words, values: values)
  }

  /// The tables of lists PokeAPI gives nothing but names for, one per entry of `lists`:
  /// every listed document of its resource, and those `linked` names that the list
  /// leaves out.
  static func lists(
    _ lists: [(table: String, resource: PokeAPIResource, linked: Set<Int>)],
    from documents: PokeAPIDocuments, words: inout ReferenceWords
  ) async throws -> [PokedexTable] {
    var tables: [PokedexTable] = []
    for list in lists {
      let entries = try await documents.all(
        NamedDocumentDTO.self, list.resource, alsoLinked: list.linked)
      tables.append(try make(list.table, list.resource, from: entries, words: &words))
    }
    return tables
  }
}
