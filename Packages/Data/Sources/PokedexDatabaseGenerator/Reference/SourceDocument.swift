import Domain
/// The document a row is made from, to read the links a row cannot do without.
///
/// A column that may not be null and holds a link's id (a version's version group, a
/// machine's move) has no honest value when the link ends in no id: the document is then
/// not the one expected, and the generator stops, naming it, rather than write a row
/// SQLite would refuse or drop a row silently.
struct SourceDocument {
  /// The resource the document is one of.
  let resource: PokeAPIResource
  /// Its id.
  let id: Int

  /// The document's own id, as a value.
  var key: PokedexValue { .integer(id) }

  /// The id `link` ends in.
  /// - Throws: `PokedexError.invalidResponse` naming this document when it ends in none.
  func id(of link: NamedAPIResourceDTO) throws -> Int {
    try id(LinkedID.of(link.url), link.url)
  }

  /// The id `link` ends in.
  /// - Throws: `PokedexError.invalidResponse` naming this document when it ends in none.
  func id(of link: LinkedIDDTO) throws -> Int {
    try id(link.id, "a link")
  }

  private func id(_ value: Int?, _ link: String) throws -> Int {
    guard let value else {
      throw PokedexError.invalidResponse(
        url: "\(resource.rawValue)/\(id)/", reason: "\(link) ends in no id")
    }
    return value
  }
}

extension PokedexValue {
  /// The id a link ends in, for a column that may be null: `.null` when there is no link,
  /// or when it ends in no id.
  static func link(_ link: NamedAPIResourceDTO?) -> PokedexValue {
    .of(link?.linkedID)
  }
}
