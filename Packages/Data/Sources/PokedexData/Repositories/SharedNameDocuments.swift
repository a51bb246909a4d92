/// Documents read only for their English names (items, moves, places, forms), each
/// fetched once per repository, however many cards or steps name it; `NameCache` keeps
/// their names between runs.
struct SharedNameDocuments: Sendable {
  let named = SharedLoads<NamedDocumentDTO?>()
  let forms = SharedLoads<PokemonFormDTO?>()
}
