/// The search rules: which Pokémon of the national list match some criteria, and in what
/// order. Pure functions, fed with the list and with the members of the types and the
/// generation the criteria name, so they need no request of their own.
public enum PokedexSearch {
  /// Whether `term` (a folded slug) matches a Pokémon named `name` with `types`: it is part
  /// of the name ("pika", "mr-mime"), or whole words of the name run together ("mrmime",
  /// "hooh", "typenull"), or it names one of its types ("fire"). A term that starts with a
  /// hyphen (`-f`, from "♀") matches a whole word of the name only.
  public static func matches(term: String, name: String, types: Set<PokemonType>) -> Bool {
    if term.hasPrefix("-") {
      return name.split(separator: "-").contains { $0 == term.dropFirst() }
    }
    // Byte by byte: `String.contains` compares characters, many times slower over the
    // 1,351 names a bare word of a query is matched against.
    if slug(name, contains: term) { return true }
    if isRunOfWords(term.filter { $0 != "-" }, in: name) { return true }
    return types.contains(PokemonType(slug: term))
  }

  /// Whether slug `name` holds `part` (slugs are ASCII, so bytes are compared).
  static func slug(_ name: String, contains part: String) -> Bool {
    let bytes = name.utf8
    let wanted = part.utf8
    guard let first = wanted.first else { return true }
    var start = bytes.startIndex
    while let found = bytes[start...].firstIndex(of: first) {
      if bytes[found...].starts(with: wanted) { return true }
      start = bytes.index(after: found)
    }
    return false
  }

  /// `isRunOfWords` for ASCII, byte by byte with no word split off (the search over every
  /// kind asks it of about 5,000 names); `nil` when either text is not ASCII.
  private static func asciiIsRunOfWords(_ wanted: [UInt8], in name: String) -> Bool? {
    let hyphen = UInt8(ascii: "-")
    guard wanted.allSatisfy({ $0 < 0x80 }) else { return nil }
    return name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var start = 0
      while start < bytes.count {
        var index = start
        var matched = 0
        while index < bytes.count, matched < wanted.count {
          if bytes[index] == hyphen {
            index += 1
          } else if bytes[index] == wanted[matched] {
            index += 1
            matched += 1
          } else {
            break
          }
        }
        if matched == wanted.count, index == bytes.count || bytes[index] == hyphen { return true }
        guard let next = bytes[start...].firstIndex(of: hyphen) else { return false }
        start = next + 1
      }
      return false
    } ?? nil
  }

  /// Whether `compact` is consecutive whole words of `name` written without hyphens:
  /// "mrmime" in "mr-mime-galar", but not "pikachuu" in "pikachu-unova-cap".
  static func isRunOfWords(_ compact: String, in name: String) -> Bool {
    guard !compact.isEmpty else { return false }
    if let answer = asciiIsRunOfWords(Array(compact.utf8), in: name) { return answer }
    let words = name.split(separator: "-")
    for start in words.indices {
      var joined = ""
      for word in words[start...] {
        joined += word
        if joined == compact { return true }
        if joined.count >= compact.count { break }
      }
    }
    return false
  }

  /// The entries of `index` that match `criteria`, in its order.
  /// - Parameters:
  ///   - typeMembers: the ids of every type in `criteria.typesToLoad`.
  ///   - generationMembers: the Pokémon of `criteria.generation`, when it names one.
  public static func filter(
    _ index: [PokemonIndexEntry], by criteria: SearchCriteria,
    typeMembers: [PokemonType: Set<Int>], generationMembers: Set<Int>?
  ) -> [PokemonIndexEntry] {
    let kept = index.filter { entry in
      if let only = criteria.onlyIDs, !only.contains(entry.id) { return false }
      if let generationMembers, !generationMembers.contains(entry.id) { return false }
      let types = Set(typeMembers.compactMap { $0.value.contains(entry.id) ? $0.key : nil })
      guard criteria.types.allSatisfy(types.contains) else { return false }
      return criteria.terms.allSatisfy {
        Self.matches(term: $0, name: entry.name, types: types)
          || criteria.namedIDs[$0]?.contains(entry.id) == true
      }
    }
    return sorted(kept, by: criteria.sort, reversed: criteria.reversed)
  }

  /// `members` of each type as in `generation`: a Pokémon whose types then were not
  /// today's (`told`) is a member of those types alone (Clefairy of Normal in Red).
  public static func typeMembers(
    _ members: [PokemonType: Set<Int>], told: [Int: PokemonTraits], in generation: Int
  ) -> [PokemonType: Set<Int>] {
    var members = members
    for traits in told.values {
      guard let then = traits.types(in: generation) else { continue }
      for type in members.keys { members[type]?.remove(traits.id) }
      for type in then where members[type] != nil { members[type]?.insert(traits.id) }
    }
    return members
  }

  /// `entries`, in national order unless `sort` is by number reversed. The name and stat
  /// orders need each match's row or traits: `byName` and `ordered` apply them.
  public static func sorted(
    _ entries: [PokemonIndexEntry], by sort: PokemonSort, reversed: Bool
  ) -> [PokemonIndexEntry] {
    sort == .number && reversed ? entries.reversed() : entries
  }

  /// `entries` in the order of the names their `rows` show ("Alolan Raichu" under A,
  /// "Deoxys" before "Deoxys Attack Forme"), compared without case or accents, ties in
  /// national order; an entry without a row sorts by its slug.
  public static func byName(
    _ entries: [PokemonIndexEntry], rows: [PokemonSummary], reversed: Bool
  ) -> [PokemonIndexEntry] {
    let names = Dictionary(rows.map { ($0.id, $0.displayName) }, uniquingKeysWith: { $1 })
    let keyed: [(key: String, entry: PokemonIndexEntry)] = entries.map { entry in
      (sortKey(names[entry.id] ?? entry.name.replacingEvery("-", with: " ")), entry)
    }
    let sorted = keyed.sorted { lhs, rhs in
      lhs.key == rhs.key ? lhs.entry.id < rhs.entry.id : lhs.key < rhs.key
    }.map(\.entry)
    return reversed ? sorted.reversed() : sorted
  }

  /// A name as it sorts: "Flabébé" with "flabebe", "Mr. Mime" with "mr. mime".
  static func sortKey(_ name: String) -> String {
    DiacriticFolding.foldCaseAndDiacritics(name)
  }

  /// `matches` kept to the rare classes `criteria` asks for and put in its stat order
  /// (highest first; ties in national order), from their `traits` (in the same order).
  public static func ordered(
    _ matches: [PokemonIndexEntry], traits: [PokemonTraits], by criteria: SearchCriteria
  ) -> [PokemonIndexEntry] {
    let byID = Dictionary(traits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var kept = matches
    if !criteria.rarities.isEmpty {
      kept = kept.filter { byID[$0.id].map { criteria.rarities.contains($0.rarity) } ?? false }
    }
    guard criteria.sort.comparesStats else { return kept }
    let valued: [(entry: PokemonIndexEntry, value: Int)] = kept.map { entry in
      (entry, byID[entry.id]?.value(for: criteria.sort) ?? 0)
    }
    let sorted = valued.sorted { lhs, rhs in
      lhs.value == rhs.value ? lhs.entry.id < rhs.entry.id : lhs.value > rhs.value
    }.map(\.entry)
    return criteria.reversed ? sorted.reversed() : sorted
  }

  /// The names closest to the terms that matched nothing, for "did you mean": from the
  /// list's names and the type names.
  public static func suggestions(
    for criteria: SearchCriteria, in index: [PokemonIndexEntry], limit: Int = 3
  ) -> [String] {
    let names = index.map(\.name) + PokemonType.allKnown.map(\.slug)
    var found: [String] = []
    for term in criteria.terms {
      let matchedSomething = index.contains { matches(term: term, name: $0.name, types: []) }
        || PokemonType.allKnown.contains(PokemonType(slug: term))
      guard !matchedSomething else { continue }
      for name in NameSuggestions.closest(to: term, in: names, limit: limit)
      where !found.contains(name) {
        found.append(name)
      }
    }
    return Array(found.prefix(limit))
  }
}
