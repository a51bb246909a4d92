/// The fields of a `growth-rate` document the built-in database keeps: how much experience
/// a level takes, as a formula in LaTeX. PokeAPI gives growth rates no names.
package struct GrowthRateDTO: Decodable, Sendable {
  /// The rate's slug, such as `medium-slow`.
  package let name: String
  /// The experience needed for level n, as PokeAPI writes it.
  package let formula: String?
}
