import Domain
/// Checks that an answer is the one asked for before anything is built or cached from it:
/// the one rule `PokeAPIReader.answer` applies to every document read by name or number.
///
/// A server that answers `pokemon/eevee` with Pikachu's document would otherwise have
/// Pikachu cached as the answer for "eevee", and every later `show eevee` print Pikachu.
/// Such an answer cannot change on a retry, so it fails at once.
enum AnswerCheck {
  /// Throws unless a document of `id` and `name` answers `query`: the number asked for, or
  /// the name asked for however it is spelt (`mrmime` is answered by `mr-mime`, as
  /// `PokeAPIReader.entryDocument` finds it); and unless `id` is a plausible id. What the
  /// document does not say (no id, no name) is not held against it.
  static func require(id: Int?, name: String?, toAnswer query: EntryQuery, at url: URL) throws {
    if let id, !PlausibleRange.id.contains(id) {
      throw PokedexError.invalidResponse(
        url: url.absoluteString, reason: "the answer's id \(id) is not an id PokeAPI gives")
    }
    switch query {
    case .number(let number):
      if let id, id != number { throw mismatch(url, asked: "#\(number)", got: "#\(id)") }
    case .name(let slug):
      if let name, NameNormalizer.compact(slug) != NameNormalizer.compact(name) {
        throw mismatch(url, asked: "\"\(slug)\"", got: "\"\(SafeText.clean(name))\"")
      }
    }
  }

  private static func mismatch(_ url: URL, asked: String, got: String) -> PokedexError {
    .invalidResponse(
      url: url.absoluteString, reason: "the answer is for \(got), not \(asked) as asked")
  }
}
