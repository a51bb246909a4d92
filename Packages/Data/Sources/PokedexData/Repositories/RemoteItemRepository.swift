import Domain
import Foundation

/// Items from PokeAPI itself: one `item` document each (see `ItemDTO.toDomain` for what
/// it leaves out). A name written another way (`waterstone`) is found through the list of
/// every item's name, as a move's is.
public struct RemoteItemRepository: EntryRepository {
  let reader: PokeAPIReader

  public init(reader: PokeAPIReader) {
    self.reader = reader
  }

  public var kind: EntryKind { .item }

  public func entry(_ query: EntryQuery) async throws -> Item {
    let document = try await reader.entryDocument(ItemDTO.self, of: .item, kind: .item, query)
    let number: Int
    if case .number(let id) = query { number = id } else { number = 0 }
    return document.toDomain(id: number)
  }
}
