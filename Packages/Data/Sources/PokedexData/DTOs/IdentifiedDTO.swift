/// A document with its id, read from the same JSON object: for documents whose other
/// fields are decoded by a DTO that has no `id` of its own (a `move`, whose card shows its
/// id; any document whose id is checked against the one asked for).
struct IdentifiedDTO<Document: Decodable & Sendable>: Decodable, Sendable {
  let id: Int
  let document: Document

  private enum CodingKeys: String, CodingKey { case id }

  init(from decoder: any Decoder) throws {
    id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
    document = try Document(from: decoder)
  }
}
