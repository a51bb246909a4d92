/// An item as `pokecli items` lists it.
public struct ItemRow: Codable, Hashable, Sendable {
  public var id: Int
  /// PokeAPI's slug, such as `"water-stone"`.
  public var name: String
  public var displayName: String
  public var category: NamedSlug?
  public var pocket: NamedSlug?
  /// What it costs in a shop; `nil` or 0 when none sells it.
  public var cost: Int?
  /// Its effect in one English sentence, when PokeAPI has one.
  public var shortEffect: String?
  /// Its names in each other language its documents speak (`Translatable`).
  public var translations: [String: Wording]?

  public init(
    id: Int, name: String, displayName: String, category: NamedSlug?, pocket: NamedSlug?,
    cost: Int?, shortEffect: String?
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.category = category
    self.pocket = pocket
    self.cost = cost
    self.shortEffect = shortEffect
  }
}

/// What `pokecli items` is asked for: a category, a pocket, words and an order.
public struct ItemCriteria: Hashable, Sendable {
  /// Folded words; every one must match a part of the name.
  public var terms: [String]
  /// A category's slug (`evolution`), folded.
  public var category: String?
  /// A pocket's slug (`berries`), folded.
  public var pocket: String?
  public var sort: ItemSort
  public var reversed: Bool

  public init(
    terms: [String] = [], category: String? = nil, pocket: String? = nil,
    sort: ItemSort = .number, reversed: Bool = false
  ) {
    self.terms = terms
    self.category = category
    self.pocket = pocket
    self.sort = sort
    self.reversed = reversed
  }
}

/// The orders of `pokecli items`: by number, by name, or the dearest first.
public enum ItemSort: String, CaseIterable, Hashable, Sendable {
  case number, name, cost
}

/// A berry as `pokecli berries` lists it: its item's number and names, and the berry's
/// facts.
public struct BerryRow: Codable, Hashable, Sendable {
  /// The berry's own number (1 for Cheri), which orders the list as the games do.
  public var number: Int
  /// Its item's slug, such as `"cheri-berry"`: what `pokecli item` takes.
  public var item: String
  public var displayName: String
  public var berry: Berry

  public init(number: Int, item: String, displayName: String, berry: Berry) {
    self.number = number
    self.item = item
    self.displayName = displayName
    self.berry = berry
  }
}

extension ItemRow: Translatable {
  /// What a language changes in a row: the item's name, its category's and pocket's.
  public struct Wording: Codable, Hashable, Sendable {
    public var name: String
    public var category: NamedSlug?
    public var pocket: NamedSlug?
  }

  public var wording: Wording { Wording(name: displayName, category: category, pocket: pocket) }

  public func worded(_ wording: Wording) -> ItemRow {
    var worded = self
    worded.displayName = wording.name
    worded.category = wording.category
    worded.pocket = wording.pocket
    return worded
  }
}
