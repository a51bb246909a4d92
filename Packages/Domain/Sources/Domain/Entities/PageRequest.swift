/// Which slice of a list to load: a position and a size, as PokeAPI's `offset` and `limit`.
public struct PageRequest: Hashable, Sendable {
  /// The largest page PokeAPI is asked for at once; keeps every request polite.
  public static let maximumLimit = 100
  /// The page size when none is given, as on pokeapi.co.
  public static let defaultLimit = 20
  /// The furthest position asked for: far past any Pokédex, and far from overflowing.
  public static let maximumOffset = 1_000_000_000

  /// The position of the first item, from 0.
  public let offset: Int
  /// How many items to load.
  public let limit: Int

  /// Creates a request. The figures are taken as given: the commands refuse a negative
  /// offset or a limit outside 1…`maximumLimit` before they make one.
  public init(offset: Int = 0, limit: Int = PageRequest.defaultLimit) {
    self.offset = offset
    self.limit = limit
  }

  /// The request for page `number` (from 1) of `limit` items.
  public init(page number: Int, limit: Int = PageRequest.defaultLimit) {
    self.init(offset: (number - 1) * limit, limit: limit)
  }

  /// The page number (from 1) when the offset falls on a page boundary, else `nil`.
  public var pageNumber: Int? {
    offset % limit == 0 ? offset / limit + 1 : nil
  }

  /// How many pages of this size hold `totalCount` items.
  public func pageCount(totalCount: Int) -> Int {
    max(1, (totalCount + limit - 1) / limit)
  }
}
