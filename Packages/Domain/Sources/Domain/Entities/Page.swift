/// One slice of a long list, with what is needed to describe where it sits in the whole.
public struct Page<Item: Sendable>: Sendable {
  /// The items of this slice, in list order.
  public var items: [Item]
  /// The position of the first item in the whole list, from 0.
  public var offset: Int
  /// How many items were asked for; the last page may hold fewer.
  public var limit: Int
  /// How many items the whole list holds.
  public var totalCount: Int

  public init(items: [Item], offset: Int, limit: Int, totalCount: Int) {
    self.items = items
    self.offset = offset
    self.limit = limit
    self.totalCount = totalCount
  }

  /// `request`'s slice of `all`, the whole list in order; empty past its end.
  public static func slice(of all: [Item], _ request: PageRequest) -> Page {
    let start = min(max(0, request.offset), all.count)
    let end = start + min(max(0, request.limit), all.count - start)
    return Page(
      items: Array(all[start..<end]), offset: request.offset, limit: request.limit,
      totalCount: all.count)
  }
}

extension Page {
  /// The same slice with each item turned into another (a row of a list into a row of a
  /// screen).
  public func map<Other>(_ transform: (Item) throws -> Other) rethrows -> Page<Other> {
    Page<Other>(
      items: try items.map(transform), offset: offset, limit: limit, totalCount: totalCount)
  }
}

extension Page: Equatable where Item: Equatable {}
