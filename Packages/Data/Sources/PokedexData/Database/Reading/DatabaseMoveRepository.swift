import Domain
import Foundation

/// The built-in database's moves, behind Domain's `EntryRepository`: every move of the
/// data, without a request. A name is forgiving as a Pokémon's is (`thunder bolt`,
/// `willowisp`); a number the data does not hold is `notCached`, so the network may
/// still answer it.
public struct DatabaseMoveRepository: EntryRepository {
  /// The database it reads.
  public let database: PokedexDatabase

  public var kind: EntryKind { .move }

  public init(database: PokedexDatabase) {
    self.database = database
  }

  /// Every move's slug, in number order: what completion offers.
  public func names() throws -> [String] {
    try database.moveNames().map(\.slug)
  }

  public func entry(_ query: EntryQuery) async throws -> Move {
    switch query {
    case .number(let id):
      guard let move = try database.move(id: id) else {
        throw PokedexError.notCached(.entry(.move, query))
      }
      return move
    case .name(let slug):
      // Every name is read only for a name: a number needs none of them.
      let names = try database.moveNames()
      let compact = NameNormalizer.compact(slug)
      guard let id = names.first(where: { $0.slug == slug })?.id
        ?? names.first(where: { NameNormalizer.compact($0.slug) == compact })?.id,
        let move = try database.move(id: id)
      else {
        throw PokedexError.entryNotFound(
          .move, query, suggestions: NameSuggestions.closest(to: slug, in: names.map(\.slug)))
      }
      return move
    }
  }
}
