/// The fields of a `generation` document the games tables keep: its home region and its
/// names. (`GenerationDTO` reads the species a generation introduced, for the cards.)
package struct GenerationRegionDTO: Decodable, Sendable {
  /// The generation's slug, such as `generation-i`.
  package let name: String
  /// The region its games are set in.
  package let mainRegion: NamedAPIResourceDTO?
  /// The generation's name in each language.
  package let names: [LocalizedNameDTO]?
}
