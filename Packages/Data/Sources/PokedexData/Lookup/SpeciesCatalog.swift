import Domain
/// Every species' slug and number, from PokeAPI's species list: where an alternate form's
/// row finds its species (`venusaur-mega` is a form of `venusaur`) without the form's own
/// `pokemon` document.
struct SpeciesCatalog: Codable, Sendable, Equatable {
  /// The number of each species slug.
  private(set) var numbers: [String: Int] = [:]

  /// The catalog of `entries` (slugs and numbers of the species list).
  init(_ entries: [PokemonIndexEntry]) {
    for entry in entries where numbers[entry.name] == nil { numbers[entry.name] = entry.id }
  }

  /// The species whose slug is the longest that `pokemonSlug` starts with, a hyphen
  /// after it (`mr-mime` for `mr-mime-galar`, not `mr`); `nil` when there is none.
  ///
  /// Only a guess: the caller checks that the species lists the Pokémon among its
  /// varieties before it trusts it.
  func species(ofForm pokemonSlug: String) -> Int? {
    var candidate = Substring(pokemonSlug)
    while let hyphen = candidate.lastIndex(of: "-") {
      candidate = candidate[..<hyphen]
      if let number = numbers[String(candidate)] { return number }
    }
    return nil
  }
}
