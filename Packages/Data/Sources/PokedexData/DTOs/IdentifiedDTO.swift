/// A document with its id, read from the same JSON object: for documents whose other
/// fields are decoded by a DTO that has no `id` of its own (a `move`, whose card shows its
/// id; any document whose id and name are checked against the ones asked for).
struct IdentifiedDTO<Document: Decodable & Sendable>: Decodable, Sendable {
  let id: Int
  /// The document's slug, when it has one.
  let name: String?
  let document: Document

  private enum CodingKeys: String, CodingKey { case id, name }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    document = try Document(from: decoder)
  }
}
