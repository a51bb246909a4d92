import Domain
import Foundation

/// Assembles a `Pokemon` from the documents it is made of.
struct PokemonMapping {
  let pokemon: PokemonDTO
  let species: PokemonSpeciesDTO
  /// The type documents, in the Pokémon's slot order.
  let types: [TypeDTO]
  /// The ability documents, keyed by slug.
  let abilities: [String: AbilityDTO]
  let evolution: EvolutionNode?

  func assembled() -> Pokemon {
    Pokemon(
      summary: pokemon.toSummary(species: species),
      genus: species.genera?.first { $0.language.name == "en" }?.genus,
      generation: species.generation.flatMap { ResourceID.trailingNumber(of: $0.url) },
      rarity: rarity,
      heightDecimetres: pokemon.height ?? 0,
      weightHectograms: pokemon.weight ?? 0,
      abilities: abilityList,
      stats: (pokemon.stats ?? []).map { BaseStat(name: $0.stat.name, value: $0.baseStat) },
      typeDefenses: TypeDefenses(combining: types.map(\.damageRelations.toDomain)),
      pokedexEntries: pokedexEntries,
      evolution: evolution,
      forms: forms)
  }

  private var rarity: Rarity {
    if species.isMythical == true { return .mythical }
    if species.isLegendary == true { return .legendary }
    if species.isBaby == true { return .baby }
    return .ordinary
  }

  private var abilityList: [PokemonAbility] {
    (pokemon.abilities ?? []).sorted { $0.slot < $1.slot }.compactMap { slot in
      guard let link = slot.ability else { return nil }
      let document = abilities[link.name]
      return PokemonAbility(
        name: link.name,
        displayName: document?.names?.english ?? DisplayName.titleCased(link.name),
        isHidden: slot.isHidden,
        effect: document?.englishEffect)
    }
  }

  private var pokedexEntries: [PokedexEntry] {
    (species.flavorTextEntries ?? []).compactMap { entry in
      guard entry.language.name == "en", let version = entry.version else { return nil }
      return PokedexEntry(
        game: version.name,
        gameOrder: ResourceID.trailingNumber(of: version.url) ?? 0,
        text: FlavorText.clean(entry.flavorText))
    }
  }

  private var forms: [PokemonForm] {
    (species.varieties ?? []).map { variety in
      PokemonForm(
        name: variety.pokemon.name,
        displayName: DisplayName.make(
          pokemonSlug: variety.pokemon.name, speciesSlug: species.name,
          speciesName: species.englishName, isDefault: false),
        isDefault: variety.isDefault)
    }
  }
}

extension TypeDTO.DamageRelations {
  var toDomain: DamageRelations {
    DamageRelations(
      doubleDamageFrom: doubleDamageFrom.map { PokemonType(slug: $0.name) },
      halfDamageFrom: halfDamageFrom.map { PokemonType(slug: $0.name) },
      noDamageFrom: noDamageFrom.map { PokemonType(slug: $0.name) })
  }
}

extension AbilityDTO {
  /// The English short effect, else the newest English in-game text, cleaned.
  var englishEffect: String? {
    let effect = effectEntries?.first { $0.language.name == "en" }?.shortEffect
      ?? flavorTextEntries?.last { $0.language.name == "en" }?.flavorText
    return effect.map(FlavorText.clean).flatMap { $0.isEmpty ? nil : $0 }
  }
}
