/// The fields of an `item` document the built-in database keeps, and the card reads over
/// the network.
struct ItemDTO: Decodable, Sendable {
  /// The item's pictures; only the default one is kept.
  struct Sprites: Decodable, Sendable {
    /// The link to the item's picture, as PokeAPI gives it.
    let `default`: String?
  }

  /// A wild Pokémon that may hold the item, with its chance per game.
  struct Holder: Decodable, Sendable {
    struct Detail: Decodable, Sendable {
      let rarity: Int
      let version: NamedAPIResourceDTO
    }
    let pokemon: NamedAPIResourceDTO
    let versionDetails: [Detail]

    enum CodingKeys: String, CodingKey {
      case pokemon
      case versionDetails = "version_details"
    }
  }

  /// PokeAPI's id of the item.
  let id: Int?
  /// The item's slug, such as `master-ball`.
  let name: String
  /// Its category, such as `standard-balls`.
  let category: NamedAPIResourceDTO?
  /// What it costs in one game's shops, and what a shop pays for it.
  struct Price: Decodable, Sendable {
    let versionGroup: NamedAPIResourceDTO
    let purchasePrice: Int?
    let sellPrice: Int?

    enum CodingKeys: String, CodingKey {
      case versionGroup = "version_group"
      case purchasePrice = "purchase_price"
      case sellPrice = "sell_price"
    }
  }

  /// Its price in a shop, where the document gives one price for every game.
  let cost: Int?
  /// Its prices per game, where the document gives them (in the games' order).
  let prices: [Price]?
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
  /// The wild Pokémon that may hold it.
  let heldByPokemon: [Holder]?

  enum CodingKeys: String, CodingKey {
    case id, name, category, cost, prices, attributes, sprites, names
    case heldByPokemon = "held_by_pokemon"
    case flingPower = "fling_power"
    case flingEffect = "fling_effect"
    case effectEntries = "effect_entries"
    case flavorTextEntries = "flavor_text_entries"
  }
}
