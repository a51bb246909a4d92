import Domain
/// The user's favorites, kept as one JSON document in the user's data folder.
///
/// Every change runs under the storage's exclusive lock and is written atomically, so 20
/// processes adding a favorite started at once leave exactly 20 favorites. A document
/// that cannot be read is never overwritten: the change fails, naming the file.
public struct StoredFavoritesRepository: FavoritesRepository {
  /// The document as written: a format number, then the favorites.
  struct Document: Codable {
    static let currentFormat = 1
    var format: Int
    var favorites: [Favorite]
  }

  private let storage: any DocumentStorage
  private let key: StorageKey

  /// Creates a repository keeping favorites in `storage`.
  public init(storage: any DocumentStorage) throws {
    self.storage = storage
    self.key = try StorageKey("favorites")
  }

  public func favorites() throws -> [Favorite] {
    try read()
  }

  public func update(_ change: FavoritesChange) throws -> FavoritesUpdate {
    try storage.withExclusiveLock(key) {
      let before = try read()
      let update = Self.apply(change, to: before)
      if update.favorites != before {
        let document = Document(format: Document.currentFormat, favorites: update.favorites)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try storage.write(try encoder.encode(document), to: key)
      }
      return update
    }
  }

  /// The favorites stored now; none when there is no document yet.
  private func read() throws -> [Favorite] {
    guard let data = try storage.read(key) else { return [] }
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: data)
    } catch {
      throw PokedexError.unreadableFile(
        path: storage.location(of: key),
        reason: data.isEmpty ? "the file is empty" : "not the JSON expected")
    }
    guard document.format == Document.currentFormat else {
      throw PokedexError.unreadableFile(
        path: storage.location(of: key),
        reason: "written in format \(document.format) by another version of pokecli")
    }
    // Names were stored unchecked by earlier versions: never let one reach a terminal.
    return document.favorites.map {
      Favorite(
        id: $0.id, name: SafeText.clean($0.name), displayName: SafeText.clean($0.displayName))
    }
  }

  /// The favorites after `change`, in national-number order.
  static func apply(_ change: FavoritesChange, to favorites: [Favorite]) -> FavoritesUpdate {
    var byID = Dictionary(favorites.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var added: [Int] = []
    var removed: [Int] = []
    switch change {
    case .add(let new):
      for favorite in new where byID[favorite.id] == nil {
        byID[favorite.id] = favorite
        added.append(favorite.id)
      }
    case .remove(let ids):
      for id in ids where byID.removeValue(forKey: id) != nil { removed.append(id) }
    case .toggle(let favorite):
      if byID.removeValue(forKey: favorite.id) != nil {
        removed.append(favorite.id)
      } else {
        byID[favorite.id] = favorite
        added.append(favorite.id)
      }
    }
    return FavoritesUpdate(
      favorites: byID.values.sorted { $0.id < $1.id }, added: added, removed: removed)
  }
}
