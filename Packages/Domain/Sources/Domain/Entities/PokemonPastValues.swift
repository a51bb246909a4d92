/// What a Pokémon was up to one generation, where that differs from today: one
/// generation of PokeAPI's `past_types`, `past_stats` and `past_abilities` together.
///
/// Clefairy was Normal up to generation V; Pikachu had 30 Defense and 40 Sp. Def up to
/// generation V, and in generation I a single Special of 50.
public struct PokemonPastValues: Codable, Hashable, Sendable {
  /// The last generation whose games had these values.
  public var lastGeneration: Int
  /// Its types then, in slot order; `nil` when they were today's.
  public var types: [PokemonType]?
  /// The base stats that differed; generation I's single `special` is one of them.
  public var stats: [BaseStat]?
  /// The ability slots that differed.
  public var abilities: [AbilitySlotChange]?

  public init(
    lastGeneration: Int, types: [PokemonType]? = nil, stats: [BaseStat]? = nil,
    abilities: [AbilitySlotChange]? = nil
  ) {
    self.lastGeneration = lastGeneration
    self.types = types
    self.stats = stats
    self.abilities = abilities
  }
}

extension PokemonPastValues {
  /// The past values that still held in `generation`, oldest first: each value of then is
  /// the first of them that has it, else today's.
  static func holding(_ generation: Int, in past: [PokemonPastValues]?) -> [PokemonPastValues] {
    (past ?? []).filter { $0.lastGeneration >= generation }
      .sorted { $0.lastGeneration < $1.lastGeneration }
  }
}

/// What one ability slot held in older games.
public struct AbilitySlotChange: Codable, Hashable, Sendable {
  /// 1 and 2 for the ordinary abilities, 3 for the hidden one, as PokeAPI numbers them.
  public var slot: Int
  /// The ability the slot held; `nil` when it was empty.
  public var ability: PokemonAbility?

  public init(slot: Int, ability: PokemonAbility?) {
    self.slot = slot
    self.ability = ability
  }
}

extension Pokemon: ChangesWithGames {
  /// Never: no Pokémon had abilities before generation III, nor a hidden one before V.
  public var isSameInEveryGame: Bool { false }
  /// The groups that introduced its forms, whose generations the catalog knows (a form's
  /// link over another API names its group alone).
  public var changedIn: [GameGroup] { forms.compactMap(\.introducedIn) }

  /// The Pokémon as it was in `game`'s generation, `asIn` saying so: each of its types,
  /// stats and ability slots from the oldest past value that holds it and is not older
  /// than that generation, else today's. Abilities came with generation III and hidden
  /// ones with V; generation I had one Special stat in place of Sp. Atk and Sp. Def.
  /// Its profile is the generation's (`SpeciesProfile.asIn(generation:)`: no effort values
  /// before III, no breeding before II). Its regional numbers are those of the group's own Pokédexes (Kanto's alone in Red),
  /// where the group names them, and its family has no species that came later nor ways
  /// to evolve bound to a region the group's games are not in. Its forms
  /// are those that had come by then (`PokemonForm.cameAfter`), itself always kept (whether
  /// it existed yet is the card's to say), each with its group as `ordered` has it. A group
  /// whose generation is not known leaves it as it is.
  ///
  /// Its type defenses are not changed here: they need that generation's type chart
  /// (`LoadPokemonAsInGame`).
  public func asItWas(in game: GameGroup, ordered: [String: GameGroup] = [:]) -> Pokemon {
    guard let generation = game.generation else { return self }
    let forms = forms.map { form in
      var form = form
      form.introducedIn = form.introducedIn.map { ordered[$0.slug] ?? $0 }
      return form
    }
    let earlier = PokemonPastValues.holding(generation, in: past)
    var pokemon = self
    pokemon.asIn = game
    if let types = earlier.lazy.compactMap(\.types).first { pokemon.summary = summary.typed(types) }
    pokemon.stats = Self.stats(stats, earlier: earlier, generation: generation)
    pokemon.abilities = Self.abilities(abilities, earlier: earlier, generation: generation)
    pokemon.evolution = evolution?.asIn(generation: generation, for: summary.speciesID)?
      .evolving(inRegions: game.regions)
    pokemon.forms = forms.filter { $0.name == summary.name || !$0.cameAfter(game) }
    pokemon.profile = profile.asIn(generation: generation)
    if !game.pokedexes.isEmpty {
      pokemon.profile.regionalNumbers = profile.regionalNumbers.filter {
        game.pokedexes.contains($0.pokedex)
      }
    }
    return pokemon
  }

  static func stats(
    _ today: [BaseStat], earlier: [PokemonPastValues], generation: Int
  ) -> [BaseStat] {
    func past(_ name: String) -> Int? {
      earlier.lazy.compactMap { $0.stats?.first { $0.name == name }?.value }.first
    }
    let told = today.map { BaseStat(name: $0.name, value: past($0.name) ?? $0.value) }
    guard generation == 1 else { return told }
    let special = past("special") ?? told.first { $0.name == "special-attack" }?.value
    return told.flatMap { stat -> [BaseStat] in
      switch stat.name {
      case "special-attack": return special.map { [BaseStat(name: "special", value: $0)] } ?? []
      case "special-defense": return []
      default: return [stat]
      }
    }
  }

  static func abilities(
    _ today: [PokemonAbility], earlier: [PokemonPastValues], generation: Int
  ) -> [PokemonAbility] {
    guard generation >= firstGenerationWithAbilities else { return [] }
    var slots = slotted(today)
    let changed = Set(earlier.flatMap { $0.abilities ?? [] }.map(\.slot))
    for slot in changed {
      if let change = earlier.lazy.compactMap({ $0.abilities?.first { $0.slot == slot } }).first {
        slots[slot] = change.ability
      }
    }
    if generation < firstGenerationWithHiddenAbilities { slots[hiddenSlot] = nil }
    return slots.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Ruby and Sapphire's generation, the first whose Pokémon had abilities.
  public static let firstGenerationWithAbilities = 3
  /// Black and White's generation, the first whose Pokémon had hidden abilities.
  public static let firstGenerationWithHiddenAbilities = 5

  /// The slot PokeAPI gives the hidden ability.
  static let hiddenSlot = 3

  /// Today's abilities by slot: the ordinary ones in order from 1, the hidden one in 3,
  /// as every Pokémon document numbers them.
  private static func slotted(_ abilities: [PokemonAbility]) -> [Int: PokemonAbility] {
    var slots: [Int: PokemonAbility] = [:]
    for ability in abilities {
      let slot = ability.isHidden ? hiddenSlot : (1...).first { slots[$0] == nil } ?? 1
      slots[slot] = ability
    }
    return slots
  }
}
