/// A document with the id and slug it says it is, read from the same JSON object, so the
/// answer can be checked against the question before anything is built or cached from it
/// (`PokeAPIReader.answer`). Both are optional here: a document that says neither is
/// judged by its other fields alone, and a DTO that needs one decodes it itself.
struct AnsweredDTO<Document: Decodable & Sendable>: Decodable, Sendable {
  let id: Int?
  let name: String?
  let document: Document

  private enum CodingKeys: String, CodingKey { case id, name }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeIfPresent(Int.self, forKey: .id)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    document = try Document(from: decoder)
  }
}
