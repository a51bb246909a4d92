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
  /// What it does, in the language shown where PokeAPI has it.
  public var effect: EffectText
  /// Its in-game descriptions in English, one per game, oldest game first.
  public var descriptions: [GameText]
  /// The wild Pokémon that may hold it, in number order.
  public var heldBy: [ItemHolder]
  /// The evolutions it brings about (used on a Pokémon, or held), in Pokédex order.
  public var evolutions: [ItemEvolution]
  /// Its berry's facts, for a berry.
  public var berry: Berry?
  /// Its names, game texts, category and pocket in each other language its documents
  /// speak (`Translatable`).
  public var translations: [String: ItemWording]?
  /// What it cost and sold for in each group of games that lists a price, oldest first;
  /// `nil` or empty where no game does (`ItemInGames.swift`).
  public var prices: [ItemPrice]?
  /// The move it teaches in each group of games, for a TM, HM or TR, oldest first.
  public var teaches: [TaughtMove]?
  /// The group of games the card is told as (`--game`); `nil` for today's card.
  public var asIn: GameGroup?

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

// MARK: - The list row

/// An item as `pokecli items` lists it.
public struct ItemRow: Codable, Hashable, Sendable {
  public var id: Int
  /// PokeAPI's slug, such as `"water-stone"`.
  public var name: String
  public var displayName: String
  public var category: NamedSlug?
  public var pocket: NamedSlug?
  /// What it costs in a shop; `nil` or 0 when none sells it.
  public var cost: Int?
  /// Its effect in one sentence, in the language shown where PokeAPI has it, else in
  /// English; `nil` when PokeAPI has none.
  public var shortEffect: String?
  /// Its names in each other language its documents speak (`Translatable`).
  public var translations: [String: Wording]?

  public init(
    id: Int, name: String, displayName: String, category: NamedSlug?, pocket: NamedSlug?,
    cost: Int?, shortEffect: String?
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.category = category
    self.pocket = pocket
    self.cost = cost
    self.shortEffect = shortEffect
  }
}

/// What `pokecli items` is asked for: a category, a pocket, words and an order.
public struct ItemCriteria: Hashable, Sendable {
  /// Folded words; every one must match a part of the name.
  public var terms: [String]
  /// A category's slug (`evolution`), folded.
  public var category: String?
  /// A pocket's slug (`berries`), folded.
  public var pocket: String?
  public var sort: ItemSort
  public var reversed: Bool
  /// Only these items, by id: what an item query's terms hold for
  /// (`EvaluateKindQuery`); `nil` for no such limit.
  public var onlyIDs: Set<Int>?

  public init(
    terms: [String] = [], category: String? = nil, pocket: String? = nil,
    sort: ItemSort = .number, reversed: Bool = false, onlyIDs: Set<Int>? = nil
  ) {
    self.onlyIDs = onlyIDs
    self.terms = terms
    self.category = category
    self.pocket = pocket
    self.sort = sort
    self.reversed = reversed
  }
}

/// The orders of `pokecli items`: by number, by name, or the dearest first.
public enum ItemSort: String, CaseIterable, Hashable, Sendable {
  case number, name, cost
}

/// A berry as `pokecli berries` lists it: its item's number and names, and the berry's
/// facts.
public struct BerryRow: Codable, Hashable, Sendable {
  /// The berry's own number (1 for Cheri), which orders the list as the games do.
  public var number: Int
  /// Its item's slug, such as `"cheri-berry"`: what `pokecli item` takes.
  public var item: String
  public var displayName: String
  public var berry: Berry

  public init(number: Int, item: String, displayName: String, berry: Berry) {
    self.number = number
    self.item = item
    self.displayName = displayName
    self.berry = berry
  }
}

extension ItemRow: Translatable {
  /// What a language changes in a row: the item's name, its category's and pocket's,
  /// and its short effect.
  public struct Wording: Codable, Hashable, Sendable {
    public var name: String
    public var category: NamedSlug?
    public var pocket: NamedSlug?
    public var shortEffect: String?
  }

  public var wording: Wording {
    Wording(name: displayName, category: category, pocket: pocket, shortEffect: shortEffect)
  }

  public func worded(_ wording: Wording) -> ItemRow {
    var worded = self
    worded.displayName = wording.name
    worded.category = wording.category
    worded.pocket = wording.pocket
    worded.shortEffect = wording.shortEffect
    return worded
  }
}

// MARK: - The search rule

/// Which items match an `ItemCriteria`, and in what order: pure functions over the rows.
public enum ItemSearch {
  /// Whether folded `term` matches `row`: part of its slug (`stone`) or whole words run
  /// together (`waterstone`).
  public static func matches(term: String, row: ItemRow) -> Bool {
    SlugSearch.matches(term: term, name: row.name)
  }

  /// Whether `criteria` can be answered from the items' slugs alone: no category or
  /// pocket, in number order (the other orders need the English names and prices the
  /// documents give). A catalog that must fetch each item can then page the slugs first.
  public static func needsOnlyNames(_ criteria: ItemCriteria) -> Bool {
    criteria.category == nil && criteria.pocket == nil && criteria.sort == .number
      && criteria.onlyIDs == nil
  }

  /// The rows that match the category, the pocket and every term of `criteria`, in its
  /// order; an item no shop sells comes last when sorted by cost, whichever the
  /// direction; ties keep number order.
  public static func filter(_ rows: [ItemRow], by criteria: ItemCriteria) -> [ItemRow] {
    let kept = rows.filter { row in
      if let only = criteria.onlyIDs, !only.contains(row.id) { return false }
      if let category = criteria.category, !names(row.category).contains(category) {
        return false
      }
      if let pocket = criteria.pocket, !names(row.pocket).contains(pocket) { return false }
      return criteria.terms.allSatisfy { matches(term: $0, row: row) }
    }.sorted { $0.id < $1.id }
    switch criteria.sort {
    case .number:
      return criteria.reversed ? kept.reversed() : kept
    case .name:
      let byName = kept.sorted {
        ($0.displayName.lowercased(), $0.id) < ($1.displayName.lowercased(), $1.id)
      }
      return criteria.reversed ? byName.reversed() : byName
    case .cost:
      let sold = kept.filter { ($0.cost ?? 0) > 0 }
      let unsold = kept.filter { ($0.cost ?? 0) <= 0 }
      let dearest = sold.sorted { (($1.cost ?? 0), $0.id) < (($0.cost ?? 0), $1.id) }
      return (criteria.reversed ? dearest.reversed() : dearest) + unsold
    }
  }

  /// The names `value` takes among `rows` (categories or pockets), slugs and English
  /// names folded, in first-seen order: what `--category` or `--pocket` is checked
  /// against.
  public static func choices(_ rows: [ItemRow], _ value: (ItemRow) -> NamedSlug?) -> [String] {
    var seen: Set<String> = []
    return rows.flatMap { names(value($0)) }.filter { seen.insert($0).inserted }
  }

  /// Refuses a category or pocket that no row of `rows` has.
  /// - Throws: `PokedexError.noSuchChoice` with the nearest names.
  static func check(_ criteria: ItemCriteria, among rows: [ItemRow]) throws {
    // The choices only when one is given: folding 2,000 rows' names was a tenth of a list.
    if let category = criteria.category {
      try check(category, noun: "item category", among: choices(rows, \.category))
    }
    if let pocket = criteria.pocket {
      try check(pocket, noun: "pocket", among: choices(rows, \.pocket))
    }
  }

  private static func check(_ value: String, noun: String, among choices: [String]) throws {
    guard !choices.contains(value) else { return }
    throw PokedexError.noSuchChoice(
      noun: noun, given: value, suggestions: NameSuggestions.closest(to: value, in: choices),
      choices: choices)
  }

  /// What a category or pocket answers to: its slug (`misc`) and its English name folded
  /// (`items`).
  static func names(_ named: NamedSlug?) -> [String] {
    guard let named else { return [] }
    let folded = NameNormalizer.slug(named.displayName)
    return folded == named.slug ? [named.slug] : [named.slug, folded]
  }
}

extension ItemCriteria: QueryNarrowedCriteria {
  public static var every: Self { Self() }
}

extension ItemCriteria: SlugCriteria {
  public var needsOnlyNames: Bool { ItemSearch.needsOnlyNames(self) }
}

/// What a language changes on an item's card: its name, effect and game texts, and the
/// names of its category and its pocket ("Soin" and "Poche Soins" in French).
public struct ItemWording: Codable, Hashable, Sendable {
  public var texts: NamedTexts
  public var category: NamedSlug?
  public var pocket: NamedSlug?
}

// MARK: - The kind

extension Item: ReferenceKind, NamedTextsEntry, SluggedEntry {
  public var wording: ItemWording {
    ItemWording(texts: texts, category: category, pocket: pocket)
  }

  public func worded(_ wording: ItemWording) -> Item {
    var worded = with(texts: wording.texts)
    worded.category = wording.category
    worded.pocket = wording.pocket
    return worded
  }

  public static let entryKind = EntryKind.item

  /// - Throws: `PokedexError.noSuchChoice` with the nearest names for a category or
  ///   pocket no item has.
  public static func select(_ rows: [ItemRow], by criteria: ItemCriteria) throws -> [ItemRow] {
    try ItemSearch.check(criteria, among: rows)
    return ItemSearch.filter(rows, by: criteria)
  }
}
