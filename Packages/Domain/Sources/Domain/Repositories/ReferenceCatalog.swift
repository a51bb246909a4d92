/// The name of every entry of every kind, for the search over everything: the built-in
/// database's.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol ReferenceCatalog: Sendable {
  /// Every entry of every kind, kind by kind, each in number order.
  func everyEntry() async throws -> [ReferenceHit]

  /// The entries one of whose names, in some language, starts with `key` (a
  /// `SearchKey`); a default gives none.
  func entries(namedStartingWith key: String) async throws -> [NamedEntry]
}

/// An entry one of whose names, in some language, a look-up matched.
public struct NamedEntry: Hashable, Sendable {
  public var kind: EntryKind
  public var id: Int
  /// Whether the name is exactly what was typed, not only its start.
  public var isExact: Bool

  public init(kind: EntryKind, id: Int, isExact: Bool) {
    self.kind = kind
    self.id = id
    self.isExact = isExact
  }
}

extension ReferenceCatalog {
  /// The entries a name in any language starts with `key` (a `SearchKey`), for words in
  /// another script than the slugs' (`find ピカ`). None where the catalog knows only the
  /// names `everyEntry` gives.
  public func entries(namedStartingWith key: String) async throws -> [NamedEntry] { [] }
}

