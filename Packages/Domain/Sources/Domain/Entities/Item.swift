/// An item, as its card shows it: what kind of item it is, what it costs and does, the
/// games' descriptions, the wild Pokémon that hold it, what it does for evolution, and
/// for a berry how it grows and tastes.
public struct Item: Codable, Hashable, Sendable {
  public var id: Int
  /// PokeAPI's slug, such as `"water-stone"`.
  public var name: String
  /// The English name, such as "Water Stone".
  public var displayName: String
  /// Its category (`evolution`, "Evolution").
  public var category: NamedSlug?
  /// The bag pocket it goes in (`misc`, "Items").
  public var pocket: NamedSlug?
  /// What it costs in a shop; `nil` or 0 when it cannot be bought.
  public var cost: Int?
  /// The power of Fling when a Pokémon throws it; `nil` when it cannot be flung.
  public var flingPower: Int?
  /// What Fling does with it besides damage (`burn`, "Burn").
  public var flingEffect: NamedSlug?
  /// Its attributes (`holdable`, `consumable`…), in PokeAPI's order.
  public var attributes: [NamedSlug]
  /// What it does, in English.
  public var effect: EffectText
  /// Its in-game descriptions in English, one per game, oldest game first.
  public var descriptions: [GameText]
  /// The wild Pokémon that may hold it, in number order.
  public var heldBy: [ItemHolder]
  /// The evolutions it brings about (used on a Pokémon, or held), in Pokédex order.
  public var evolutions: [ItemEvolution]
  /// Its berry's facts, for a berry.
  public var berry: Berry?
  /// Its names and game texts in each other language its documents speak (`Translatable`).
  public var translations: [String: NamedTexts]?

  public init(
    id: Int, name: String, displayName: String, category: NamedSlug?, pocket: NamedSlug?,
    cost: Int?, flingPower: Int?, flingEffect: NamedSlug?, attributes: [NamedSlug],
    effect: EffectText, descriptions: [GameText], heldBy: [ItemHolder],
    evolutions: [ItemEvolution], berry: Berry?
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.category = category
    self.pocket = pocket
    self.cost = cost
    self.flingPower = flingPower
    self.flingEffect = flingEffect
    self.attributes = attributes
    self.effect = effect
    self.descriptions = descriptions
    self.heldBy = heldBy
    self.evolutions = evolutions
    self.berry = berry
  }
}

/// A wild Pokémon that may hold an item, and how often in each game.
public struct ItemHolder: Codable, Hashable, Sendable {
  public var pokemonID: Int
  public var pokemon: String
  public var displayName: String
  /// The games (version slugs) it may hold the item in, with the chance in percent, in
  /// the games' order.
  public var rarities: [HeldRarity]

  public init(pokemonID: Int, pokemon: String, displayName: String, rarities: [HeldRarity]) {
    self.pokemonID = pokemonID
    self.pokemon = pokemon
    self.displayName = displayName
    self.rarities = rarities
  }
}

/// The chance, in percent, that a wild Pokémon holds an item in one game.
public struct HeldRarity: Codable, Hashable, Sendable {
  /// The game's version slug, such as `"red"`.
  public var version: String
  public var rarity: Int

  public init(version: String, rarity: Int) {
    self.version = version
    self.rarity = rarity
  }
}

/// An evolution an item brings about: `Eevee` into `Vaporeon`, by `use-item`, or by
/// `trade` or `level-up` while holding it.
public struct ItemEvolution: Codable, Hashable, Sendable {
  /// The Pokémon that evolves, as the card names it (a form's name when only a form does).
  public var from: String
  /// What it becomes.
  public var into: String
  /// PokeAPI's trigger: `use-item`, `trade`, `level-up`…
  public var trigger: String
  /// Whether the item is held (else it is used on the Pokémon).
  public var isHeld: Bool

  public init(from: String, into: String, trigger: String, isHeld: Bool) {
    self.from = from
    self.into = into
    self.trigger = trigger
    self.isHeld = isHeld
  }
}

/// A berry's own facts: how it grows, what Natural Gift makes of it, and its flavors.
public struct Berry: Codable, Hashable, Sendable {
  /// PokeAPI's berry slug, such as `"cheri"` (its item is `cheri-berry`).
  public var name: String
  public var firmness: NamedSlug?
  /// Its size in millimetres.
  public var size: Int?
  /// The most berries one tree bears.
  public var maxHarvest: Int?
  /// Hours per growth stage (a tree has four).
  public var growthTime: Int?
  public var naturalGiftType: PokemonType?
  public var naturalGiftPower: Int?
  /// Its flavors with their potency, in the flavors' order; those of potency 0 left out.
  public var flavors: [BerryFlavor]

  public init(
    name: String, firmness: NamedSlug?, size: Int?, maxHarvest: Int?, growthTime: Int?,
    naturalGiftType: PokemonType?, naturalGiftPower: Int?, flavors: [BerryFlavor]
  ) {
    self.name = name
    self.firmness = firmness
    self.size = size
    self.maxHarvest = maxHarvest
    self.growthTime = growthTime
    self.naturalGiftType = naturalGiftType
    self.naturalGiftPower = naturalGiftPower
    self.flavors = flavors
  }
}

/// One flavor of a berry and how strong it is.
public struct BerryFlavor: Codable, Hashable, Sendable {
  public var flavor: NamedSlug
  public var potency: Int

  public init(flavor: NamedSlug, potency: Int) {
    self.flavor = flavor
    self.potency = potency
  }
}

// MARK: - The kind

extension Item: ReferenceKind {
  public static let entryKind = EntryKind.item

  /// - Throws: `PokedexError.noSuchChoice` with the nearest names for a category or
  ///   pocket no item has.
  public static func select(_ rows: [ItemRow], by criteria: ItemCriteria) throws -> [ItemRow] {
    try ItemSearch.check(criteria, among: rows)
    return ItemSearch.filter(rows, by: criteria)
  }
}
