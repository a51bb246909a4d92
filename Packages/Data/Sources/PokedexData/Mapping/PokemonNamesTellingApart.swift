import Domain

/// How Pokémon whose names read alike in one language are told apart: by the sign of a
/// sex, then by the words of the slug that differ, then by the number. Shared by the
/// generator's `names` table and the names a species document gives over the network
/// (`SpeciesFormNames`), so a name reads the same from either.
package enum PokemonNamesTellingApart {
  /// The ways two names that read alike are told apart, in order; each is tried on the
  /// names still alike after the one before.
  package static let steps: [@Sendable (String, Row, [Row]) -> String] = [
    genderSign, differingWords, number,
  ]

  /// The groups of ids that share a name, in id order.
  package static func alike(_ names: [Int: String]) -> [[Int]] {
    Dictionary(grouping: names.keys, by: { names[$0] ?? "" }).values
      .filter { $0.count > 1 }
      .map { $0.sorted() }
      .sorted { ($0.first ?? 0) < ($1.first ?? 0) }
  }

  package static func genderSign(_ name: String, _ pokemon: Row, _ alike: [Row]) -> String {
    guard let sign = DisplayName.genderSign(of: pokemon.slug) else { return name }
    return name + " " + sign
  }

  /// The words of the slug that no other Pokémon of the group has ("Orange", "Galar").
  package static func differingWords(_ name: String, _ pokemon: Row, _ alike: [Row]) -> String {
    let others = alike.filter { $0.id != pokemon.id }
    let shared = others.reduce(into: Set<Substring>()) { $0.formUnion($1.slug.split(separator: "-")) }
    let own = pokemon.slug.split(separator: "-").filter { !shared.contains($0) }
    guard !own.isEmpty else { return name }
    return "\(name) (\(DisplayName.titleCased(own.joined(separator: "-"))))"
  }

  package static func number(_ name: String, _ pokemon: Row, _ alike: [Row]) -> String {
    guard alike.first?.id != pokemon.id else { return name }
    return "\(name) #\(pokemon.id)"
  }

  package struct Row {
    package var id: Int
    package var slug: String
    package var species: Int
    package var isDefault: Bool
    package var englishName: String

    package init(id: Int, slug: String, species: Int, isDefault: Bool, englishName: String) {
      self.id = id
      self.slug = slug
      self.species = species
      self.isDefault = isDefault
      self.englishName = englishName
    }
  }

}
