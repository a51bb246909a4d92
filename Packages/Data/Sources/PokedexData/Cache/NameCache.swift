import Domain
/// Keeps the names (in every language) of the documents pokecli reads only for their names (items,
/// moves, places and forms) in the cache folder, so a card that names the Thunder Stone
/// or Alolan Raichu does not fetch that document again in a later run.
///
/// There are about a hundred such documents for the whole Pokédex, and their names do not
/// change, so a cached name is used however old; a failure to read or write one only
/// costs a request.
public struct NameCache: Sendable {
  private let shelf: CacheShelf

  /// Creates a cache of names in `storage`, under `policy`'s clock.
  public init(storage: any DocumentStorage, policy: CachePolicy) {
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: { _ in })
  }

  /// The names kept for the document `resource/key` (`item/83`), if any.
  func names(_ resource: String, _ key: String) -> DocumentNames? {
    guard let storageKey = try? CacheKeys.names(resource, key) else { return nil }
    switch shelf.lookup(DocumentNames.self, storageKey) {
    case .fresh(let names), .stale(let names, _): return names
    case .missing: return nil
    }
  }

  /// Keeps `names` for the document `resource/key`.
  func keep(_ names: DocumentNames, _ resource: String, _ key: String) {
    guard let storageKey = try? CacheKeys.names(resource, key) else { return }
    shelf.put(names, storageKey)
  }
}

/// The names of one document in every language it gives: its own, and a form's part of it.
struct DocumentNames: Codable, Sendable, Hashable {
  /// The full names by language code, such as "Thunder Stone" or "Alolan Raichu" in `en`.
  var names: [String: String] = [:]
  /// A form's own part of the name by language code, such as "Limited Build" in `en`.
  var formNames: [String: String] = [:]
  /// A form's group of games that introduced it, such as `sun-moon`; `nil` for other
  /// documents, and in names kept before it was kept.
  var versionGroup: String?

  /// The names in `names` and `formNames` (PokeAPI's arrays), made safe to print; empty
  /// ones are left out.
  init(
    names: [LocalizedNameDTO]?, formNames: [LocalizedNameDTO]? = nil,
    versionGroup: NamedAPIResourceDTO? = nil
  ) {
    self.names = Self.byLanguage(names)
    self.formNames = Self.byLanguage(formNames)
    self.versionGroup = versionGroup?.safeName
  }

  /// The full English name.
  var name: String? { names["en"] }
  /// The form's own part of the English name.
  var formName: String? { formNames["en"] }

  /// The full name in `language`, else the English one.
  func name(in language: String) -> String? { names[language] ?? name }

  private static func byLanguage(_ names: [LocalizedNameDTO]?) -> [String: String] {
    var byLanguage: [String: String] = [:]
    for entry in names ?? [] where byLanguage[entry.language.code] == nil {
      let name = SafeText.clean(entry.name)
      if !name.isEmpty { byLanguage[SafeText.clean(entry.language.code)] = name }
    }
    return byLanguage
  }
}
