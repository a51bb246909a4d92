/// Any document read only for its names: an `item`, a `location` or a `move`.
public struct NamedDocumentDTO: Decodable, Sendable {
  /// The document's slug, such as `thunder-stone`.
  public let name: String
  /// Its name in each language, such as "Thunder Stone".
  public let names: [LocalizedNameDTO]?
}
