/// A kind of entry of the reference wing (moves, abilities, items…), declared once: the
/// entity conforms, naming its list row, the criteria a list of it takes and its
/// `EntryKind`, and giving the rule that selects and orders rows. What every kind shares
/// is then written once, over this protocol: the catalog a list reads (`EntryCatalog`),
/// the list use case (`ListEntries`), and the repository of one entry
/// (`EntryRepository`, whose `Entry` is the kind itself).
///
/// The entity is the kind (`Move: ReferenceKind`), so a generic type is written
/// `ListEntries<Move>`, and the conformance stands in the entity's own file.
public protocol ReferenceKind: Codable, Hashable, Sendable {
  /// One entry of a list of this kind (`MoveRow`).
  associatedtype Row: Codable & Hashable & Sendable
  /// What a list of this kind is filtered and ordered by (`MoveCriteria`).
  associatedtype Criteria: Hashable & Sendable

  /// The kind, for messages, cache keys and hints.
  static var entryKind: EntryKind { get }

  /// The rows `criteria` select, in its order: the kind's search rule, a pure function.
  /// - Throws: `PokedexError.noSuchChoice` for a choice (an item category, say) that no
  ///   row has; kinds with no such choice never throw.
  static func select(_ rows: [Row], by criteria: Criteria) throws -> [Row]
}
