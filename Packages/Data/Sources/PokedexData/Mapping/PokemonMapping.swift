import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Assembles a `Pokemon` from the documents it is made of.
struct PokemonMapping {
  let pokemon: PokemonDTO
  let species: PokemonSpeciesDTO
  /// The type documents, in the Pokémon's slot order.
  let types: [TypeDTO]
  /// The ability documents, keyed by slug.
  let abilities: [String: AbilityDTO]
  let evolution: EvolutionNode?
  /// The English names from the `pokemon-form` documents of the species' alternate
  /// forms, by slug.
  var formsBySlug: [String: DocumentNames] = [:]

  func assembled() -> Pokemon {
    Pokemon(
      summary: pokemon.toSummary(species: species, formNames: formsBySlug[pokemon.name]),
      genus: species.genera?.first { $0.language.name == "en" }?.genus.safe,
      generation: species.generation.flatMap { ResourceID.trailingNumber(of: $0.url) },
      rarity: species.rarity,
      heightDecimetres: pokemon.height ?? 0,
      weightHectograms: pokemon.weight ?? 0,
      abilities: abilityList,
      stats: (pokemon.stats ?? []).map { BaseStat(name: $0.stat.safeName, value: $0.baseStat) },
      typeDefenses: TypeDefenses(combining: types.map(\.damageRelations.toDomain)),
      pokedexEntries: pokedexEntries,
      evolution: evolution,
      forms: forms,
      profile: profile, sprites: pokemon.sprites?.links ?? .none)
  }

  private var profile: SpeciesProfile {
    SpeciesProfile(
      eggGroups: (species.eggGroups ?? []).map { ProfileNames.eggGroup($0.safeName) },
      genderRate: species.genderRate,
      captureRate: species.captureRate,
      baseHappiness: species.baseHappiness,
      growthRate: species.growthRate.map { ProfileNames.growthRate($0.safeName) },
      hatchCounter: species.hatchCounter,
      effortYield: (pokemon.stats ?? []).compactMap { stat in
        guard let effort = stat.effort, effort > 0 else { return nil }
        return BaseStat(name: stat.stat.safeName, value: effort)
      },
      // In the Pokédexes' order (their ids), as the built-in data keeps them.
      regionalNumbers: (species.pokedexNumbers ?? [])
        .filter { $0.pokedex.name != "national" }
        .sorted { ($0.pokedex.linkedID ?? 0, $0.entryNumber) < ($1.pokedex.linkedID ?? 0, $1.entryNumber) }
        .map { RegionalNumber(pokedex: SafeText.clean($0.pokedex.name), number: $0.entryNumber) })
  }


  private var abilityList: [PokemonAbility] {
    (pokemon.abilities ?? []).sorted { $0.slot < $1.slot }.compactMap { slot in
      guard let link = slot.ability else { return nil }
      let document = abilities[link.name]
      return PokemonAbility(
        name: link.safeName,
        displayName: document?.names?.english.safe ?? DisplayName.titleCased(link.safeName),
        isHidden: slot.isHidden,
        effect: document?.englishEffect)
    }
  }

  private var pokedexEntries: [PokedexEntry] {
    (species.flavorTextEntries ?? []).compactMap { entry in
      guard entry.language.name == "en", let version = entry.version else { return nil }
      return PokedexEntry(
        game: version.safeName,
        gameOrder: ResourceID.trailingNumber(of: version.url) ?? 0,
        text: FlavorText.clean(SafeText.clean(entry.flavorText, lineBreaks: .kept)))
    }
  }

  private var forms: [PokemonForm] {
    (species.varieties ?? []).map { variety in
      let form = formsBySlug[variety.pokemon.name]
      return PokemonForm(
        name: variety.pokemon.safeName,
        displayName: DisplayName.form(
          pokemonSlug: variety.pokemon.safeName, speciesSlug: species.name.safe,
          speciesName: species.englishName.safe, isDefault: variety.isDefault,
          englishName: form?.name, englishFormName: form?.formName),
        isDefault: variety.isDefault)
    }
  }
}

extension PokemonSpeciesDTO {
  /// Which rare class the species belongs to.
  var rarity: Rarity {
    if isMythical == true { return .mythical }
    if isLegendary == true { return .legendary }
    if isBaby == true { return .baby }
    return .ordinary
  }
}

extension TypeDTO.DamageRelations {
  var toDomain: DamageRelations {
    DamageRelations(
      doubleDamageFrom: doubleDamageFrom.map(\.safeType),
      halfDamageFrom: halfDamageFrom.map(\.safeType),
      noDamageFrom: noDamageFrom.map(\.safeType))
  }
}

extension AbilityDTO {
  /// The English short effect, else the newest English in-game text, cleaned and safe
  /// to print.
  var englishEffect: String? {
    let effect = effectEntries?.first { $0.language.name == "en" }?.shortEffect
      ?? flavorTextEntries?.last { $0.language.name == "en" }?.flavorText
    return effect.map { FlavorText.clean(SafeText.clean($0, lineBreaks: .kept)) }
      .flatMap { $0.isEmpty ? nil : $0 }
  }
}
