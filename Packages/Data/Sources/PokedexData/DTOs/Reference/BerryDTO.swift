/// The fields of a `berry` document the built-in database keeps: how it grows, what it
/// does for Natural Gift, and its flavors. A berry's names are its item's.
package struct BerryDTO: Decodable, Sendable {
  /// How strong one of its flavors is.
  package struct Flavor: Decodable, Sendable {
    /// The strength of the flavor.
    package let potency: Int
    /// The flavor, such as `spicy`.
    package let flavor: NamedAPIResourceDTO
  }

  /// The berry's own number (1 for Cheri), the games' order.
  package let id: Int?
  /// The berry's slug, such as `cheri`.
  package let name: String
  /// The item the berry is.
  package let item: NamedAPIResourceDTO
  /// How firm it is, such as `soft`.
  package let firmness: NamedAPIResourceDTO?
  /// The power and type of Natural Gift when the berry is held.
  package let naturalGiftPower: Int?
  package let naturalGiftType: NamedAPIResourceDTO?
  /// Its size in millimetres.
  package let size: Int?
  /// The most berries one tree bears.
  package let maxHarvest: Int?
  /// Hours per growth stage.
  package let growthTime: Int?
  /// How fast it dries the soil.
  package let soilDryness: Int?
  /// Its smoothness, for Pokéblocks and Poffins.
  package let smoothness: Int?
  /// Its flavors and their potency.
  package let flavors: [Flavor]?
}
