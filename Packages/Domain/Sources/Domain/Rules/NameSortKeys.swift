import Foundation

/// The keys `--sort name` orders Pokémon by, from the national list alone (no request).
///
/// A default Pokémon (ids below 10001) is shown under its species' name ("Deoxys" for
/// `deoxys-normal`), so it sorts by its species' slug: the longest run of its first words
/// that an alternate form's slug also starts with (`deoxys`, from `deoxys-attack`), or its
/// whole slug. An alternate form sorts by its own slug, so it follows its species:
/// "deoxys" < "deoxys attack". Hyphens compare as spaces ("mr mime" before "mr rime").
struct NameSortKeys {
  /// The runs of first words of the alternate forms whose species' default Pokémon is
  /// named otherwise: `deoxys` from `deoxys-attack`, but nothing from `mr-mime-galar`,
  /// whose species is the listed `mr-mime` (so `mr-rime` keeps its own name).
  private let formPrefixes: Set<Substring>

  init(_ entries: [PokemonIndexEntry]) {
    let defaults = Set(entries.filter { $0.id <= Self.lastSpeciesID }.map { Substring($0.name) })
    var prefixes = Set<Substring>()
    for entry in entries where entry.id > Self.lastSpeciesID {
      var runs: [Substring] = []
      var end = entry.name.startIndex
      while let hyphen = entry.name[end...].firstIndex(of: "-") {
        runs.append(entry.name[..<hyphen])
        end = entry.name.index(after: hyphen)
      }
      if !runs.contains(where: defaults.contains) { prefixes.formUnion(runs) }
    }
    formPrefixes = prefixes
  }

  /// Ids above this are alternate forms.
  static let lastSpeciesID = 10_000

  /// The key of `entry`.
  func key(for entry: PokemonIndexEntry) -> String {
    let slug = entry.id > Self.lastSpeciesID ? Substring(entry.name) : speciesSlug(entry.name)
    return slug.replacingOccurrences(of: "-", with: " ")
  }

  private func speciesSlug(_ name: String) -> Substring {
    if formPrefixes.contains(Substring(name)) { return Substring(name) }
    var candidate = Substring(name)
    while let hyphen = candidate.lastIndex(of: "-") {
      candidate = candidate[..<hyphen]
      if formPrefixes.contains(candidate) { return candidate }
    }
    return Substring(name)
  }
}
