/// What an item cost in one group of games's shops, and what a shop paid for it: one of
/// PokeAPI's `prices`. A price the games do not give is `nil` (TM01 could not be bought
/// in Gold and Silver, but sold for ₽1,500).
public struct ItemPrice: Codable, Hashable, Sendable {
  public var game: GameGroup
  public var purchase: Int?
  public var sell: Int?

  public init(game: GameGroup, purchase: Int?, sell: Int?) {
    self.game = game
    self.purchase = purchase
    self.sell = sell
  }
}

/// The move a machine (TM, HM, TR) teaches in one group of games: TM01 is Mega Punch in
/// Red and Blue, Focus Punch in Ruby and Sapphire, Take Down in Scarlet and Violet.
public struct TaughtMove: Codable, Hashable, Sendable {
  public var game: GameGroup
  public var move: NamedSlug

  public init(game: GameGroup, move: NamedSlug) {
    self.game = game
    self.move = move
  }
}

extension Item: ChangesWithGames {
  /// Whether no game gives it a price or a move of its own.
  public var isSameInEveryGame: Bool {
    (prices ?? []).isEmpty && (teaches ?? []).isEmpty
  }

  public var changedIn: [GameGroup] {
    (prices ?? []).map(\.game) + (teaches ?? []).map(\.game)
  }

  /// The item as it was in `game`, `asIn` saying so: its price there (unknown when
  /// PokeAPI lists none for that game: its prices are sparse) and the move it taught there. Its texts stay
  /// today's: the descriptions are chosen by game where they are shown.
  public func asItWas(in game: GameGroup, ordered: [String: GameGroup] = [:]) -> Item {
    var item = self
    item.asIn = game
    item.prices = (prices ?? []).filter { $0.game.slug == game.slug }
    item.cost = item.prices?.first?.purchase
    item.teaches = (teaches ?? []).filter { $0.game.slug == game.slug }
    return item
  }
}

extension Item {
  /// The newest price a shop asks, in the order `prices` has (release order, built in;
  /// the groups' ids over another API): what today's card shows, with the game named.
  /// `cost`, which the JSON and the items list give, is the document's one cost.
  public var newestPrice: ItemPrice? {
    (prices ?? []).last { ($0.purchase ?? 0) > 0 }
  }

  /// The item with its prices and the moves it teaches, each as the source lists them.
  public func with(prices: [ItemPrice], teaches: [TaughtMove]) -> Item {
    var item = self
    item.prices = prices
    item.teaches = teaches
    return item
  }
}

extension Item: ListsByGame {
  public var gamesListed: [GameGroup] {
    (prices ?? []).map(\.game) + (teaches ?? []).map(\.game) + descriptions.map(\.game)
  }

  public func inReleaseOrder(_ ordered: [String: GameGroup]) -> Item {
    var item = self
    item.prices = prices?.inReleaseOrder(ordered)
    item.teaches = teaches?.inReleaseOrder(ordered)
    item.descriptions = descriptions.inReleaseOrder(ordered)
    return item
  }
}
