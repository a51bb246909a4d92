/// Which items match an `ItemCriteria`, and in what order: pure functions over the rows.
public enum ItemSearch {
  /// Whether folded `term` matches `row`: part of its slug (`stone`) or whole words run
  /// together (`waterstone`).
  public static func matches(term: String, row: ItemRow) -> Bool {
    SlugSearch.matches(term: term, name: row.name)
  }

  /// Whether `criteria` can be answered from the items' slugs alone: no category or
  /// pocket, in number order (the other orders need the English names and prices the
  /// documents give). A catalog that must fetch each item can then page the slugs first.
  public static func needsOnlyNames(_ criteria: ItemCriteria) -> Bool {
    criteria.category == nil && criteria.pocket == nil && criteria.sort == .number
  }

  /// The rows that match the category, the pocket and every term of `criteria`, in its
  /// order; an item no shop sells comes last when sorted by cost, whichever the
  /// direction; ties keep number order.
  public static func filter(_ rows: [ItemRow], by criteria: ItemCriteria) -> [ItemRow] {
    let kept = rows.filter { row in
      if let category = criteria.category, !names(row.category).contains(category) {
        return false
      }
      if let pocket = criteria.pocket, !names(row.pocket).contains(pocket) { return false }
      return criteria.terms.allSatisfy { matches(term: $0, row: row) }
    }.sorted { $0.id < $1.id }
    switch criteria.sort {
    case .number:
      return criteria.reversed ? kept.reversed() : kept
    case .name:
      let byName = kept.sorted {
        ($0.displayName.lowercased(), $0.id) < ($1.displayName.lowercased(), $1.id)
      }
      return criteria.reversed ? byName.reversed() : byName
    case .cost:
      let sold = kept.filter { ($0.cost ?? 0) > 0 }
      let unsold = kept.filter { ($0.cost ?? 0) <= 0 }
      let dearest = sold.sorted { (($1.cost ?? 0), $0.id) < (($0.cost ?? 0), $1.id) }
      return (criteria.reversed ? dearest.reversed() : dearest) + unsold
    }
  }

  /// The names `value` takes among `rows` (categories or pockets), slugs and English
  /// names folded, in first-seen order: what `--category` or `--pocket` is checked
  /// against.
  public static func choices(_ rows: [ItemRow], _ value: (ItemRow) -> NamedSlug?) -> [String] {
    var seen: Set<String> = []
    return rows.flatMap { names(value($0)) }.filter { seen.insert($0).inserted }
  }

  /// Refuses a category or pocket that no row of `rows` has.
  /// - Throws: `PokedexError.noSuchChoice` with the nearest names.
  static func check(_ criteria: ItemCriteria, among rows: [ItemRow]) throws {
    try check(criteria.category, noun: "item category", among: choices(rows, \.category))
    try check(criteria.pocket, noun: "pocket", among: choices(rows, \.pocket))
  }

  private static func check(_ value: String?, noun: String, among choices: [String]) throws {
    guard let value, !choices.contains(value) else { return }
    throw PokedexError.noSuchChoice(
      noun: noun, given: value, suggestions: NameSuggestions.closest(to: value, in: choices),
      choices: choices)
  }

  /// What a category or pocket answers to: its slug (`misc`) and its English name folded
  /// (`items`).
  static func names(_ named: NamedSlug?) -> [String] {
    guard let named else { return [] }
    let folded = NameNormalizer.slug(named.displayName)
    return folded == named.slug ? [named.slug] : [named.slug, folded]
  }
}

extension ItemCriteria: SlugCriteria {
  public var needsOnlyNames: Bool { ItemSearch.needsOnlyNames(self) }
}
