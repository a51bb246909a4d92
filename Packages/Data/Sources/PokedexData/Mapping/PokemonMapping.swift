import Domain
/// Assembles a `Pokemon` from the documents it is made of.
struct PokemonMapping {
  let pokemon: PokemonDTO
  let species: PokemonSpeciesDTO
  /// The type documents, in the Pokémon's slot order.
  let types: [TypeDTO]
  /// The ability documents, keyed by slug.
  let abilities: [String: AbilityDTO]
  let evolution: EvolutionFamily?
  /// The names from the `pokemon-form` documents of the species' alternate forms, by slug.
  var formsBySlug: [String: DocumentNames] = [:]
  /// The names of the species' egg groups, by slug.
  var eggGroupNames: [String: DocumentNames] = [:]

  /// The Pokémon in English, carrying its wording in every other language its species,
  /// ability, form and evolution documents speak.
  func assembled() -> Pokemon {
    let english = assembled(in: "en")
    let languages = GameTexts.languages(
      species.names.languages, Set((species.genera ?? []).map(\.language.code)),
      Set((species.flavorTextEntries ?? []).map(\.language.code)))
    return english.translated(into: languages.sorted()) { assembled(in: $0) }
  }

  private func assembled(in language: String) -> Pokemon {
    let speciesNames = self.speciesNames
    let names = speciesNames.names(in: language)
    let summary = PokemonSummary(
      id: pokemon.id, name: pokemon.name.safe,
      displayName: names[pokemon.name.safe] ?? speciesNames.name(
        of: pokemon.name, isDefault: pokemon.isDefault ?? true, in: language),
      speciesID: species.id, types: pokemon.typesInSlotOrder)
    return Pokemon(
      summary: summary.shown(in: language),
      genus: genus(in: language),
      generation: species.generation.flatMap { ResourceID.trailingNumber(of: $0.url) },
      rarity: species.rarity,
      heightDecimetres: pokemon.height ?? 0,
      weightHectograms: pokemon.weight ?? 0,
      abilities: abilities(in: language),
      stats: (pokemon.stats ?? []).map { BaseStat(name: $0.stat.safeName, value: $0.baseStat) },
      typeDefenses: TypeDefenses(combining: types.map(\.damageRelations.toDomain)),
      pokedexEntries: pokedexEntries(in: language),
      evolution: evolution?.node(in: language),
      forms: forms(named: names, speciesNames, in: language),
      profile: profile(in: language), sprites: pokemon.sprites?.links ?? .none,
      past: past(in: language))
  }

  /// The genus in `language`, else in English.
  private func genus(in language: String) -> String? {
    let genera = species.genera ?? []
    return (genera.first { $0.language.code == language } ?? genera.first { $0.language.name == "en" })?
      .genus.safe
  }

  /// The profile, its egg groups named in `language` by their documents (in English as
  /// the built-in data names them).
  private func profile(in language: String) -> SpeciesProfile {
    SpeciesProfile(
      eggGroups: (species.eggGroups ?? []).map { link in
        let english = ProfileNames.eggGroup(link.safeName)
        guard language != "en" else { return english }
        return eggGroupNames[link.name]?.names[language] ?? english
      },
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


  /// The abilities in slot order, each as `ability(_:in:)` tells it.
  private func abilities(in language: String) -> [PokemonAbility] {
    (pokemon.abilities ?? []).sorted { $0.slot < $1.slot }.compactMap { ability($0, in: language) }
  }

  /// The ability of `slot` named in `language`; in English, with its short effect, else
  /// its newest in-game text; in another language, with its newest in-game text in that
  /// language, else those English ones (marked so), as the built-in data. `nil` for a slot
  /// that names none.
  func ability(_ slot: PokemonDTO.AbilitySlot, in language: String) -> PokemonAbility? {
    guard let link = slot.ability else { return nil }
    let document = abilities[link.name]
    var ability = PokemonAbility(
      name: link.safeName,
      displayName: document?.names?.name(in: language).safe
        ?? DisplayName.titleCased(link.safeName),
      isHidden: slot.isHidden,
      effect: document?.englishEffect)
    if language != "en", let document {
      if let shown = document.newestText(in: language) {
        ability.effect = shown
      } else if ability.effect != nil {
        ability.isEnglishFallback = true
      }
    }
    return ability
  }

  /// The Pokédex entries in `language`, one per game; the English ones, marked so, when
  /// the species has none in it.
  private func pokedexEntries(in language: String) -> [PokedexEntry] {
    let all = species.flavorTextEntries ?? []
    let shown = all.contains { $0.language.code == language } ? language : "en"
    return all.compactMap { entry in
      guard entry.language.code == shown, let version = entry.version else { return nil }
      var pokedexEntry = PokedexEntry(
        game: version.safeName,
        gameOrder: ResourceID.trailingNumber(of: version.url) ?? 0,
        text: FlavorText.clean(SafeText.clean(entry.flavorText, lineBreaks: .kept)))
      if shown != language { pokedexEntry.isEnglishFallback = true }
      return pokedexEntry
    }
  }

  private func forms(
    named names: [String: String], _ speciesNames: SpeciesFormNames, in language: String
  ) -> [PokemonForm] {
    (species.varieties ?? []).map { variety in
      PokemonForm(
        name: variety.pokemon.safeName,
        displayName: names[variety.pokemon.safeName] ?? speciesNames.name(
          of: variety.pokemon.name, isDefault: variety.isDefault, in: language),
        isDefault: variety.isDefault,
        introducedIn: formsBySlug[variety.pokemon.safeName]?.versionGroup.map {
          GameGroup(slug: $0, order: 0)
        })
    }
  }

  /// The species' Pokémon named in any language, Power Construct in it where the card's
  /// abilities hold its document.
  private var speciesNames: SpeciesFormNames {
    SpeciesFormNames(
      species: species, forms: formsBySlug,
      powerConstruct: abilities[DisplayName.powerConstruct]?.names)
  }
}

/// An evolution family's documents, named in any language on demand.
struct EvolutionFamily: Sendable {
  let chain: EvolutionChainDTO.Link
  /// The family's species documents, by slug.
  let species: [String: PokemonSpeciesDTO]
  let names: EvolutionNames

  /// The family, its species, items, moves, places and forms named in `language`.
  func node(in language: String) -> EvolutionNode {
    chain.toDomain(speciesByName: species, names: names.said(in: language))
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
    effectEntries?.first { $0.language.name == "en" }?.shortEffect.map(Self.cleaned)
      .flatMap { $0.isEmpty ? nil : $0 } ?? newestText(in: "en")
  }

  /// The newest in-game text in `language` (the last the document gives), cleaned and
  /// safe to print; `nil` when it has none.
  func newestText(in language: String) -> String? {
    flavorTextEntries?.last { $0.language.code == language && $0.text != nil }?.text
      .map(Self.cleaned)
      .flatMap { $0.isEmpty ? nil : $0 }
  }

  private static func cleaned(_ text: String) -> String {
    FlavorText.clean(SafeText.clean(text, lineBreaks: .kept))
  }
}
