/// One entry of any kind, as the search over everything lists it.
public struct ReferenceHit: Codable, Hashable, Sendable {
  /// Its kind; hits of equal rank are listed in `EntryKind`'s order.
  public var kind: EntryKind
  /// The entry's number (PokeAPI's id; a Pokémon's national number).
  public var id: Int
  /// PokeAPI's slug: what the entry's own command takes.
  public var name: String
  /// The English name.
  public var displayName: String

  public init(kind: EntryKind, id: Int, name: String, displayName: String) {
    self.kind = kind
    self.id = id
    self.name = name
    self.displayName = displayName
  }
}

/// What the search over everything is asked for: words, and optionally one kind.
public struct ReferenceCriteria: Hashable, Sendable {
  /// Folded words; every one must match a part of a name.
  public var terms: [String]
  public var kind: EntryKind?

  public init(terms: [String], kind: EntryKind? = nil) {
    self.terms = terms
    self.kind = kind
  }
}
