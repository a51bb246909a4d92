import Domain

/// What a kind's card shows, declared by the kind beside its sections (`Ability:
/// CardShown`, in `Kinds/Ability+Shown.swift`): its lines of text and its JSON document.
/// The one card screen, `EntryCard`, reads it.
public protocol CardShown: Sendable {
  /// The card's lines, no wider than `width` (20 columns up); the description from
  /// `game` when it has one, else the newest.
  static func cardLines(_ entry: Self, game: String?, theme: Theme, width: Int) -> [String]
  /// The card's JSON document (docs/json.md).
  static func cardDocument(_ entry: Self, game: String?) -> any Encodable
}

/// The card of one entry of a kind (`pokecli ability`, `pokecli item`): a pure value whose
/// text no line of is wider than the width asked for, from 20 columns up.
public struct EntryCard<Entry: CardShown>: Screen {
  /// The entry.
  public var entry: Entry
  /// The game whose description the card shows (a game or a group slug: `ruby`,
  /// `scarlet-violet`); else the newest.
  public var game: String?

  public init(_ entry: Entry, game: String? = nil) {
    self.entry = entry
    self.game = game
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    Entry.cardLines(entry, game: game, theme: theme, width: max(20, width))
      .joined(separator: "\n") + "\n"
  }

  public func document(hints: any Hints) -> any Encodable {
    Entry.cardDocument(entry, game: game)
  }
}

/// `pokecli ability`: an ability's card.
public typealias AbilityCard = EntryCard<Ability>
/// `pokecli item`: an item's card: category, pocket, cost and Fling, attributes, effect,
/// the games' description, the evolutions it brings about, a berry's facts and the wild
/// Pokémon that hold it.
public typealias ItemCard = EntryCard<Item>
