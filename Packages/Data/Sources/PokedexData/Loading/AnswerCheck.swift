import Domain
/// Checks that an answer is the one asked for before anything is built or cached from it.
///
/// A server that answers `pokemon/eevee` with Pikachu's document would otherwise have
/// Pikachu cached as the answer for "eevee", and every later `show eevee` print Pikachu.
/// Such an answer cannot change on a retry, so it fails at once.
enum AnswerCheck {
  /// Throws unless `document` names the Pokémon (or species) `query` names.
  static func require(
    id: Int, name: String, toMatch query: EntryQuery, at url: URL
  ) throws {
    switch query {
    case .number(let number) where number != id:
      throw mismatch(url, asked: "#\(number)", got: "#\(id)")
    case .name(let slug) where slug != name:
      throw mismatch(url, asked: "\"\(slug)\"", got: "\"\(name)\"")
    default:
      return
    }
  }

  /// Throws unless the entry of `id` and `name` answers `query`: the number asked for,
  /// or the name asked for however it is spelt (`mrmime` is answered by `mr-mime`, as
  /// `PokeAPIReader.entryDocument` finds it); and unless `id` is a plausible id.
  static func require(id: Int, name: String, toAnswer query: EntryQuery, at url: URL) throws {
    guard PlausibleRange.id.contains(id) else {
      throw PokedexError.invalidResponse(
        url: url.absoluteString, reason: "the answer's id \(id) is not an id PokeAPI gives")
    }
    switch query {
    case .number(let number) where number != id:
      throw mismatch(url, asked: "#\(number)", got: "#\(id)")
    case .name(let slug) where NameNormalizer.compact(slug) != NameNormalizer.compact(name):
      throw mismatch(url, asked: "\"\(slug)\"", got: "\"\(SafeText.clean(name))\"")
    default:
      return
    }
  }

  /// Throws unless a document named `name`, of `id` when it says one, answers `query`:
  /// for documents some mirrors give without an id (a nature, a berry, a Pokédex), read
  /// by name.
  static func require(name: String, id: Int?, toAnswer query: EntryQuery, at url: URL) throws {
    switch query {
    case .number(let number) where id.map({ $0 != number }) ?? false:
      throw mismatch(url, asked: "#\(number)", got: "#\(id ?? 0)")
    case .name(let slug) where NameNormalizer.compact(slug) != NameNormalizer.compact(name):
      throw mismatch(url, asked: "\"\(slug)\"", got: "\"\(SafeText.clean(name))\"")
    default:
      return
    }
  }

  /// Throws unless `id` is `number`, the id asked for.
  static func require(id: Int, toAnswer number: Int, at url: URL) throws {
    try require(id: id, name: "", toAnswer: .number(number), at: url)
  }

  private static func mismatch(_ url: URL, asked: String, got: String) -> PokedexError {
    .invalidResponse(
      url: url.absoluteString, reason: "the answer is for \(got), not \(asked) as asked")
  }
}
