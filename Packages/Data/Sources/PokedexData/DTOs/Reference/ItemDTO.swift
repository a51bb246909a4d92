/// The fields of an `item` document the built-in database keeps, and the card reads over
/// the network.
package struct ItemDTO: Decodable, Sendable {
  /// The item's pictures; only the default one is kept.
  package struct Sprites: Decodable, Sendable {
    /// The link to the item's picture, as PokeAPI gives it.
    package let `default`: String?
  }

  /// A wild Pokémon that may hold the item, with its chance per game.
  package struct Holder: Decodable, Sendable {
    package struct Detail: Decodable, Sendable {
      package let rarity: Int
      package let version: NamedAPIResourceDTO
    }
    package let pokemon: NamedAPIResourceDTO
    package let versionDetails: [Detail]

    enum CodingKeys: String, CodingKey {
      case pokemon
      case versionDetails = "version_details"
    }
  }

  /// PokeAPI's id of the item.
  package let id: Int?
  /// The item's slug, such as `master-ball`.
  package let name: String
  /// Its category, such as `standard-balls`.
  package let category: NamedAPIResourceDTO?
  /// What it costs in one game's shops, and what a shop pays for it.
  package struct Price: Decodable, Sendable {
    package let versionGroup: NamedAPIResourceDTO
    package let purchasePrice: Int?
    package let sellPrice: Int?

    enum CodingKeys: String, CodingKey {
      case versionGroup = "version_group"
      case purchasePrice = "purchase_price"
      case sellPrice = "sell_price"
    }
  }

  /// Its price in a shop, where the document gives one price for every game.
  package let cost: Int?
  /// Its prices per game, where the document gives them (in the games' order).
  package let prices: [Price]?
  /// The power of Fling when the item is thrown.
  package let flingPower: Int?
  /// What Fling does with it besides damage.
  package let flingEffect: NamedAPIResourceDTO?
  /// Its attributes, such as `holdable` or `consumable`.
  package let attributes: [NamedAPIResourceDTO]?
  /// Its pictures.
  package let sprites: Sprites?
  /// What it does, in each language.
  package let effectEntries: [EffectTextDTO]?
  /// Its in-game texts, per game and language.
  package let flavorTextEntries: [VersionGroupTextDTO]?
  /// The item's name in each language.
  package let names: [LocalizedNameDTO]?
  /// The wild Pokémon that may hold it.
  package let heldByPokemon: [Holder]?

  enum CodingKeys: String, CodingKey {
    case id, name, category, cost, prices, attributes, sprites, names
    case heldByPokemon = "held_by_pokemon"
    case flingPower = "fling_power"
    case flingEffect = "fling_effect"
    case effectEntries = "effect_entries"
    case flavorTextEntries = "flavor_text_entries"
  }
}
