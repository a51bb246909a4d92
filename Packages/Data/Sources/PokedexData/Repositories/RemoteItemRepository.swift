import Domain
/// Items from PokeAPI itself: one `item` document each (see `ItemDTO.toDomain` for what
/// it leaves out), and for an item named like a berry (`oran-berry`) the `berry` document
/// with its facts (`oran`). A name written another way (`waterstone`) is found through the
/// list of every item's name, as a move's is.
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
    var item = document.toDomain(id: number)
    item.berry = try await berry(of: item.name)
    return item
  }

  /// The facts of the berry the item `slug` is. An item's document does not link its
  /// berry, but PokeAPI names every berry for its item without "-berry" (`oran-berry` is
  /// the berry `oran`). An item so named that is no berry (the old `gold-berry`) costs
  /// one unanswered request and has none.
  private func berry(of slug: String) async throws -> Berry? {
    let suffix = "-berry"
    let name = String(slug.dropLast(suffix.count))
    // Only a plain slug becomes a path: the name came from the network.
    let plain = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard slug.hasSuffix(suffix), !name.isEmpty, plain else { return nil }
    do {
      let url = reader.endpoints.document(.berry, name)
      return try await reader.loader.load(BerryDTO.self, from: url).toDomain()
    } catch PokedexError.notFound {
      return nil
    }
  }
}
