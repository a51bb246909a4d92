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
  /// `PokeAPIReader.entryDocument` finds it); and unless `id` is a plausible id. A document
  /// that does not say what the question asks (no id for a number, no name for a name)
  /// cannot be told apart from another one, and is refused too.
  static func require(id: Int?, name: String?, toAnswer query: EntryQuery, at url: URL) throws {
    if let id, !PlausibleRange.id.contains(id) {
      throw PokedexError.invalidResponse(
        url: url.absoluteString, reason: "the answer's id \(id) is not an id PokeAPI gives")
    }
    switch query {
    case .number(let number):
      guard let id else { throw unsaid(url, "id", asked: "#\(number)") }
      if id != number { throw mismatch(url, asked: "#\(number)", got: "#\(id)") }
    case .name(let slug):
      guard let name else { throw unsaid(url, "name", asked: "\"\(slug)\"") }
      if NameNormalizer.compact(slug) != NameNormalizer.compact(name) {
        throw mismatch(url, asked: "\"\(slug)\"", got: "\"\(SafeText.clean(name))\"")
      }
    }
  }

  private static func unsaid(_ url: URL, _ field: String, asked: String) -> PokedexError {
    .invalidResponse(
      url: url.absoluteString, reason: "the answer says no \(field), and \(asked) was asked")
  }

  private static func mismatch(_ url: URL, asked: String, got: String) -> PokedexError {
    .invalidResponse(
      url: url.absoluteString, reason: "the answer is for \(got), not \(asked) as asked")
  }
}
