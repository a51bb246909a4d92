import Foundation

/// The fields of an `item` document the built-in database keeps.
struct ItemDTO: Decodable, Sendable {
  /// The item's pictures; only the default one is kept.
  struct Sprites: Decodable, Sendable {
    /// The link to the item's picture, as PokeAPI gives it.
    let `default`: String?
  }

  /// The item's slug, such as `master-ball`.
  let name: String
  /// Its category, such as `standard-balls`.
  let category: NamedAPIResourceDTO?
  /// Its price in a shop. pokeapi.co's documents have it; documents that give prices per
  /// game (`prices`) instead have none, and the column stays null.
  let cost: Int?
  /// The power of Fling when the item is thrown.
  let flingPower: Int?
  /// What Fling does with it besides damage.
  let flingEffect: NamedAPIResourceDTO?
  /// Its attributes, such as `holdable` or `consumable`.
  let attributes: [NamedAPIResourceDTO]?
  /// Its pictures.
  let sprites: Sprites?
  /// What it does, in each language.
  let effectEntries: [EffectTextDTO]?
  /// Its in-game texts, per game and language.
  let flavorTextEntries: [VersionGroupTextDTO]?
  /// The item's name in each language.
  let names: [LocalizedNameDTO]?

  enum CodingKeys: String, CodingKey {
    case name, category, cost, attributes, sprites, names
    case flingPower = "fling_power"
    case flingEffect = "fling_effect"
    case effectEntries = "effect_entries"
    case flavorTextEntries = "flavor_text_entries"
  }
}
