/// Which entries of every kind match some words, best first: a pure function over the
/// names.
///
/// Ranked in four tiers: the name is exactly the words (`thunder` → Thunder), then names
/// that start with them (Thunderbolt, Thunder Wave, Thunder Stone), then names that have
/// every word somewhere (`bolt` in Raging Bolt), then names that start with a spelling
/// one letter away, for words of five letters or more (`thunder` → Thundurus, `thundur…`).
/// Within a tier, names shown (in the language asked for) before slugs, then by kind
/// (Pokémon, moves, abilities, items, types, natures), then by number.
public enum ReferenceSearch {
  /// How well `hit` matches folded `terms`: 0 exact, 1 starts with them, 2 has every
  /// word, 3 starts with a spelling one letter away; `nil` for no match.
  public static func rank(_ hit: ReferenceHit, terms: [String]) -> Int? {
    guard !terms.isEmpty else { return nil }
    return rank(hit, Query(terms: terms))
  }

  /// Folded terms with what `rank` compares of them, worked out once for every hit.
  struct Query {
    let terms: [String]
    let unhyphenated: [String]
    /// The terms run together without hyphens: slugs are ASCII, so are these.
    let compact: String
    let compactBytes: [UInt8]

    init(terms: [String]) {
      self.terms = terms
      unhyphenated = terms.map { $0.filter { $0 != "-" } }
      compact = unhyphenated.joined()
      compactBytes = Array(compact.utf8)
    }
  }

  static func rank(_ hit: ReferenceHit, _ query: Query) -> Int? {
    let nameMatch = compactMatch(hit.name, query)
    let shownMatch = compactMatch(hit.displayName, query)
    if nameMatch == 0 || shownMatch == 0 { return 0 }
    if nameMatch == 1 || shownMatch == 1 { return 1 }
    let matchesAll = zip(query.terms, query.unhyphenated).allSatisfy { term, unhyphenated in
      PokedexSearch.slug(hit.name, contains: term)
        || PokedexSearch.isRunOfWords(unhyphenated, in: hit.name)
    }
    if matchesAll { return 2 }
    let typed = query.compactBytes
    guard typed.count >= 5 else { return nil }
    // Compacted names are ASCII letters and digits: their bytes are their characters.
    for text in [hit.name, hit.displayName] {
      let start = compactStart(text, typed.count)
      if start.count == typed.count, NameSuggestions.editDistance(typed, start) <= 1 { return 3 }
    }
    return nil
  }

  /// How `text` compacted (`NameNormalizer.compact`) compares with the query's compact
  /// form: 0 the same, 1 starting with it, `nil` neither.
  static func compactMatch(_ text: String, _ query: Query) -> Int? {
    let wanted = query.compactBytes
    let start = compactStart(text, wanted.count + 1)
    if start == wanted { return 0 }
    return start.count > wanted.count && start.starts(with: wanted) ? 1 : nil
  }

  /// The first `limit` bytes of `text` compacted (`NameNormalizer.compact`), or all of
  /// them when there are fewer. ASCII text, most names, is compacted only as far as that,
  /// with no string made: `find` ranks every entry of every kind (about 6,000) by its slug
  /// and its name shown.
  static func compactStart(_ text: String, _ limit: Int) -> [UInt8] {
    guard SafeText.isASCII(text) else {
      return Array(NameNormalizer.compact(text).utf8.prefix(limit))
    }
    var kept: [UInt8] = []
    kept.reserveCapacity(limit)
    for byte in text.utf8 {
      guard kept.count < limit else { break }
      if let compacted = NameNormalizer.compacted(byte) { kept.append(compacted) }
    }
    return kept
  }

  /// The entries of `hits` that match `criteria`, best first.
  public static func filter(_ hits: [ReferenceHit], by criteria: ReferenceCriteria)
    -> [ReferenceHit]
  {
    let kinds = EntryKind.allCases
    guard !criteria.terms.isEmpty else { return [] }
    let query = Query(terms: criteria.terms)
    return hits.compactMap { hit -> (Int, Int, ReferenceHit)? in
      if let kind = criteria.kind, hit.kind != kind { return nil }
      return rank(hit, query).map { ($0, startsShownName(hit, query) ? 0 : 1, hit) }
    }.sorted { left, right in
      let leftKind = kinds.firstIndex(of: left.2.kind) ?? 0
      let rightKind = kinds.firstIndex(of: right.2.kind) ?? 0
      return (left.0, left.1, leftKind, left.2.id) < (right.0, right.1, rightKind, right.2.id)
    }.map(\.2)
  }

  /// Whether the words start the name shown (in the language asked for), not only the
  /// slug: within a tier those come first, so `find char` in French puts Charmillon
  /// before Salamèche, whose slug is `charmander`.
  static func startsShownName(_ hit: ReferenceHit, _ query: Query) -> Bool {
    compactMatch(hit.displayName, query) != nil
  }

  /// The terms run together as one `SearchKey` when any is in another script than the
  /// slugs' (not ASCII); `nil` when all are slugs.
  public static func foreignKey(_ terms: [String]) -> String? {
    guard terms.contains(where: { !$0.unicodeScalars.allSatisfy(\.isASCII) }) else { return nil }
    let key = SearchKey.of(terms.joined())
    return key.isEmpty ? nil : key
  }

  /// The entries of `hits` that match `criteria` (`filter(_:by:)`), then those a name in
  /// another language matches (`named`): first the ones it names exactly, then the ones
  /// whose name starts with the words. Each entry once. The names shown come first so
  /// that `thunder` finds the moves before Zapdos, named Thunder in Japanese romaji.
  public static func merged(
    _ hits: [ReferenceHit], by criteria: ReferenceCriteria, named: [NamedEntry]
  ) -> [ReferenceHit] {
    let other = filter(hits, named: named, kind: criteria.kind)
    let exact = Set(named.filter(\.isExact).map { key($0.kind, $0.id) })
    let isExact = { (hit: ReferenceHit) in exact.contains(key(hit.kind, hit.id)) }
    var seen = Set<String>()
    return (filter(hits, by: criteria) + other.filter(isExact) + other.filter { !isExact($0) })
      .filter { seen.insert(key($0.kind, $0.id)).inserted }
  }

  private static func key(_ kind: EntryKind, _ id: Int) -> String { "\(kind.rawValue)/\(id)" }

  /// The entries of `hits` that `named` names (of `kind` when given): exact names first,
  /// then by kind and number.
  public static func filter(_ hits: [ReferenceHit], named: [NamedEntry], kind: EntryKind?)
    -> [ReferenceHit]
  {
    let kinds = EntryKind.allCases
    var ranks: [String: Int] = [:]
    for entry in named {
      let entryKey = key(entry.kind, entry.id)
      ranks[entryKey] = min(ranks[entryKey] ?? 1, entry.isExact ? 0 : 1)
    }
    return hits.compactMap { hit -> (Int, ReferenceHit)? in
      if let kind, hit.kind != kind { return nil }
      return ranks[key(hit.kind, hit.id)].map { ($0, hit) }
    }.sorted { left, right in
      let leftKind = kinds.firstIndex(of: left.1.kind) ?? 0
      let rightKind = kinds.firstIndex(of: right.1.kind) ?? 0
      return (left.0, leftKind, left.1.id) < (right.0, rightKind, right.1.id)
    }.map(\.1)
  }
}
