import Domain
extension PokeAPIDocuments {
  /// Every document of `resource`: those its list names, then those of `linkedIDs` the
  /// list cannot name, in the order of the ids.
  ///
  /// Why: `list` keeps ids from 1 (`PlausibleRange.id`), but PokeAPI also has documents 0
  /// and -1 in two resources (move-category 0 "damage", move-ailment 0 "none" and -1
  /// "unknown"). They are found through the links to them (the moves' `meta`), and are
  /// loaded one by one: there are three.
  func all<Document: Decodable & Sendable>(
    _ type: Document.Type, _ resource: PokeAPIResource, alsoLinked linkedIDs: Set<Int>
  ) async throws -> [(id: Int, document: Document)] {
    var documents = try await all(type, resource)
    for id in linkedIDs.sorted() where !PlausibleRange.id.contains(id) {
      documents.append((id: id, document: try await document(type, resource, id: id)))
    }
    return documents.sorted { $0.id < $1.id }
  }

  /// The documents of `resource` whose ids are `linkedIDs`, in the order of the ids, for
  /// the resources whose list `list` cannot read.
  ///
  /// Why: PokeAPI lists `machine` and `characteristic` documents by link alone, with no
  /// name (`{"url": "/api/v2/machine/1/"}`), and `list` reads named links only. Every
  /// machine is linked from the move it teaches, and every characteristic from its stat,
  /// so those links name them all.
  func all<Document: Decodable & Sendable>(
    _ type: Document.Type, _ resource: PokeAPIResource, linkedFrom linkedIDs: Set<Int>
  ) async throws -> [(id: Int, document: Document)] {
    let ids = linkedIDs.sorted()
    let documents = try await OrderedConcurrency.map(ids) { [self] id in
      try await document(type, resource, id: id)
    }
    return zip(ids, documents).map { (id: $0, document: $1) }
  }
}
