/// Everything the detail card shows about one Pokémon, gathered from its pokemon, species,
/// type, ability and evolution-chain documents.
public struct Pokemon: Hashable, Sendable, Codable {
  /// Number, slug, display name, species and types, as in a list row.
  public var summary: PokemonSummary
  /// The species' category in English, such as "Mouse Pokémon".
  public var genus: String?
  /// The generation that introduced the species, from 1.
  public var generation: Int?
  /// Which of the rare classes the species belongs to.
  public var rarity: Rarity
  /// Height in decimetres, as PokeAPI gives it.
  public var heightDecimetres: Int
  /// Weight in hectograms, as PokeAPI gives it.
  public var weightHectograms: Int
  /// Abilities in slot order; the hidden one last.
  public var abilities: [PokemonAbility]
  /// Base stats in the games' order (HP, Attack, Defense, Sp. Atk, Sp. Def, Speed).
  public var stats: [BaseStat]
  /// How much damage each attacking type does to it.
  public var typeDefenses: TypeDefenses
  /// English Pokédex entries, oldest game first.
  public var pokedexEntries: [PokedexEntry]
  /// Its species' evolution family, from the first stage; `nil` if PokeAPI has none.
  public var evolution: EvolutionNode?
  /// Every variety of its species, the default first.
  public var forms: [PokemonForm]
  /// Egg groups, gender ratio, catch rate and the other breeding and training facts.
  public var profile: SpeciesProfile
  /// Where its front sprites are.
  public var sprites: SpriteLinks
  /// Its names and texts in each other language its documents speak (`Translatable`).
  public var translations: [String: Wording]?
  /// What it was in older generations where that differs from today, oldest first;
  /// `nil` or empty when it never changed (`PokemonPastValues`).
  public var past: [PokemonPastValues]?
  /// The group of games it is told as (`asItWas(in:ordered:)`); `nil` for today's games.
  public var asIn: GameGroup?

  public init(
    summary: PokemonSummary, genus: String?, generation: Int?, rarity: Rarity,
    heightDecimetres: Int, weightHectograms: Int, abilities: [PokemonAbility],
    stats: [BaseStat], typeDefenses: TypeDefenses, pokedexEntries: [PokedexEntry],
    evolution: EvolutionNode?, forms: [PokemonForm], profile: SpeciesProfile = .unknown,
    sprites: SpriteLinks = .none, past: [PokemonPastValues]? = nil
  ) {
    self.summary = summary
    self.genus = genus
    self.generation = generation
    self.rarity = rarity
    self.heightDecimetres = heightDecimetres
    self.weightHectograms = weightHectograms
    self.abilities = abilities
    self.stats = stats
    self.typeDefenses = typeDefenses
    self.pokedexEntries = pokedexEntries
    self.evolution = evolution
    self.forms = forms
    self.profile = profile
    self.sprites = sprites
    self.past = past
  }

  /// Height in metres: PokeAPI's decimetres divided by ten.
  public var heightMetres: Double { Double(heightDecimetres) / 10 }
  /// Weight in kilograms: PokeAPI's hectograms divided by ten.
  public var weightKilograms: Double { Double(weightHectograms) / 10 }

  /// The newest game's entry, or the entry of `game` (any spelling of its name); for the
  /// group of games the card is told as in (`red-blue`), its last version's that has one.
  public func pokedexEntry(game: String? = nil) -> PokedexEntry? {
    guard let game else { return pokedexEntries.max { $0.gameOrder < $1.gameOrder } }
    let wanted = NameNormalizer.compact(game)
    if let entry = pokedexEntries.last(where: { NameNormalizer.compact($0.game) == wanted }) {
      return entry
    }
    // A group of games the card is told as in (`red-blue`): its last version's entry.
    guard let group = asIn, NameNormalizer.compact(group.slug) == wanted else { return nil }
    let versions = group.versions.map(NameNormalizer.compact)
    return versions.reversed().lazy.compactMap { version in
      pokedexEntries.last { NameNormalizer.compact($0.game) == version }
    }.first
  }
}

/// The rare classes of species the games mark.
public enum Rarity: String, Hashable, Sendable, Codable {
  /// Most species are `ordinary`; the others are marked so by their species document.
  case ordinary, legendary, mythical, baby
}

extension Pokemon: Translatable {
  public func markedEnglish() -> Pokemon {
    var marked = self
    for index in marked.pokedexEntries.indices { marked.pokedexEntries[index].isEnglishFallback = true }
    for index in marked.abilities.indices where marked.abilities[index].effect != nil {
      marked.abilities[index].isEnglishFallback = true
    }
    return marked
  }

  /// What a language changes on a Pokémon's card.
  public struct Wording: Codable, Hashable, Sendable {
    public var name: String
    public var genus: String?
    public var abilities: [PokemonAbility]
    public var pokedexEntries: [PokedexEntry]
    public var evolution: EvolutionNode?
    public var forms: [PokemonForm]
    public var eggGroups: [String]
    /// Its past values, their abilities named in this language.
    public var past: [PokemonPastValues]?
  }

  /// Its summary, carrying its name in each other language (the summary inside the card
  /// carries none: the card's own translations hold the names).
  public var translatedSummary: PokemonSummary {
    var translated = summary
    translated.translations = translations?.mapValues(\.name)
    return translated
  }

  public var wording: Wording {
    Wording(
      name: summary.displayName, genus: genus, abilities: abilities,
      pokedexEntries: pokedexEntries, evolution: evolution, forms: forms,
      eggGroups: profile.eggGroups, past: past)
  }

  public func worded(_ wording: Wording) -> Pokemon {
    var worded = self
    worded.summary = summary.worded(wording.name)
    worded.genus = wording.genus
    worded.abilities = wording.abilities
    worded.pokedexEntries = wording.pokedexEntries
    worded.evolution = wording.evolution
    worded.forms = wording.forms
    worded.profile.eggGroups = wording.eggGroups
    worded.past = wording.past ?? past
    return worded
  }
}
