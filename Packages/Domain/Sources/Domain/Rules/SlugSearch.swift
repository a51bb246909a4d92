/// How the words of a kind's list (`pokecli moves thunder`, `abilities rod`, `items
/// stone`) match an entry by its slug: the rule moves, abilities and items share, so a
/// list over the network pages the slugs the same way the built-in list filters rows.
public enum SlugSearch {
  /// Whether folded `term` matches the entry whose slug is `name`: part of it (`rod`) or
  /// whole words run together (`lightningrod`).
  public static func matches(term: String, name: String) -> Bool {
    PokedexSearch.slug(name, contains: term)
      || PokedexSearch.isRunOfWords(unhyphenated(term), in: name)
  }

  /// `term` without its hyphens; most have none, and are given back without a pass over
  /// their characters (a word of `items 'raises speed'` is matched with 2,223 slugs).
  private static func unhyphenated(_ term: String) -> String {
    term.utf8.contains(UInt8(ascii: "-")) ? term.filter { $0 != "-" } : term
  }

  /// The hits in `names` whose slugs match every one of `terms`, by number (reversed when
  /// `reversed`): a page that needs only the slugs.
  public static func filter(names: [ReferenceHit], terms: [String], reversed: Bool)
    -> [ReferenceHit]
  {
    let kept = names.filter { hit in
      terms.allSatisfy { matches(term: $0, name: hit.name) }
    }.sorted { $0.id < $1.id }
    return reversed ? kept.reversed() : kept
  }
}

/// The criteria of a kind's list whose words match slugs (`SlugSearch`): what a list over
/// the network needs to page the slugs before it reads any document.
public protocol SlugCriteria: Hashable, Sendable {
  /// Folded words; every one must match.
  var terms: [String] { get }
  /// Whether the order is reversed.
  var reversed: Bool { get }
  /// Whether the slugs alone answer them: no filter but words, in number order.
  var needsOnlyNames: Bool { get }
}
