import Domain

/// Rows written out by hand for reducer and renderer tests: awkward names, one and two
/// types, and a five-digit form number.
enum SampleRows {
  static let bulbasaur = PokemonSummary(
    id: 1, name: "bulbasaur", displayName: "Bulbasaur", speciesID: 1, types: [.grass, .poison])
  static let charizard = PokemonSummary(
    id: 6, name: "charizard", displayName: "Charizard", speciesID: 6, types: [.fire, .flying])
  static let pikachu = PokemonSummary(
    id: 25, name: "pikachu", displayName: "Pikachu", speciesID: 25, types: [.electric])
  static let nidoranF = PokemonSummary(
    id: 29, name: "nidoran-f", displayName: "Nidoran♀", speciesID: 29, types: [.poison])
  static let farfetchd = PokemonSummary(
    id: 83, name: "farfetchd", displayName: "Farfetch’d", speciesID: 83,
    types: [.normal, .flying])
  static let mrMime = PokemonSummary(
    id: 122, name: "mr-mime", displayName: "Mr. Mime", speciesID: 122,
    types: [.psychic, .fairy])
  static let megaCharizardX = PokemonSummary(
    id: 10034, name: "charizard-mega-x", displayName: "Charizard (Mega X)", speciesID: 6,
    types: [.fire, .dragon])

  /// A page for a loaded status; renderers look at the rows, never at it.
  static let somePage = Page<PokemonSummary>(items: [], offset: 0, limit: 20, totalCount: 0)

  static let mixed = [bulbasaur, charizard, pikachu, nidoranF, farfetchd, mrMime, megaCharizardX]

  /// `count` numbered rows, `p1` to `pN`, for paging tests.
  static func numbered(_ range: ClosedRange<Int>) -> [PokemonSummary] {
    range.map {
      PokemonSummary(id: $0, name: "p\($0)", displayName: "P\($0)", speciesID: $0, types: [.normal])
    }
  }
}
