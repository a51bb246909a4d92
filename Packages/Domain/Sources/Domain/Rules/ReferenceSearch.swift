#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which entries of every kind match some words, best first: a pure function over the
/// names.
///
/// Ranked in four tiers: the name is exactly the words (`thunder` → Thunder), then names
/// that start with them (Thunderbolt, Thunder Wave, Thunder Stone), then names that have
/// every word somewhere (`bolt` in Raging Bolt), then names that start with a spelling
/// one letter away, for words of five letters or more (`thunder` → Thundurus, `thundur…`).
/// Within a tier, by kind (Pokémon, moves, abilities, items, types, natures), then by
/// number.
public enum ReferenceSearch {
  /// How well `hit` matches folded `terms`: 0 exact, 1 starts with them, 2 has every
  /// word, 3 starts with a spelling one letter away; `nil` for no match.
  public static func rank(_ hit: ReferenceHit, terms: [String]) -> Int? {
    guard !terms.isEmpty else { return nil }
    let compact = terms.joined().filter { $0 != "-" }
    let name = NameNormalizer.compact(hit.name)
    let shown = NameNormalizer.compact(hit.displayName)
    if name == compact || shown == compact { return 0 }
    if name.hasPrefix(compact) || shown.hasPrefix(compact) { return 1 }
    let matchesAll = terms.allSatisfy { term in
      PokedexSearch.slug(hit.name, contains: term)
        || PokedexSearch.isRunOfWords(term.filter { $0 != "-" }, in: hit.name)
    }
    if matchesAll { return 2 }
    guard compact.count >= 5 else { return nil }
    let typed = Array(compact)
    for candidate in [name, shown] where candidate.count >= typed.count {
      let start = Array(candidate.prefix(typed.count))
      if NameSuggestions.editDistance(typed, start) <= 1 { return 3 }
    }
    return nil
  }

  /// The entries of `hits` that match `criteria`, best first.
  public static func filter(_ hits: [ReferenceHit], by criteria: ReferenceCriteria)
    -> [ReferenceHit]
  {
    let kinds = EntryKind.allCases
    return hits.compactMap { hit -> (Int, ReferenceHit)? in
      if let kind = criteria.kind, hit.kind != kind { return nil }
      return rank(hit, terms: criteria.terms).map { ($0, hit) }
    }.sorted { left, right in
      let leftKind = kinds.firstIndex(of: left.1.kind) ?? 0
      let rightKind = kinds.firstIndex(of: right.1.kind) ?? 0
      return (left.0, leftKind, left.1.id) < (right.0, rightKind, right.1.id)
    }.map(\.1)
  }
}
