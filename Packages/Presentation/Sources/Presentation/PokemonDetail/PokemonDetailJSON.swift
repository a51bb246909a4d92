import Domain
/// A Pokémon's card as JSON for scripts, with stable field names (docs/json.md).
enum PokemonDetailJSON {
  /// The card's document, or `nil` before it has loaded; with `learnset` (narrowed to
  /// `method`), its moves under the key `learnset`, `null` without.
  static func card(
    _ state: PokemonDetail.State, learnset: Learnset?, method: String?,
    whereabouts: Whereabouts? = nil
  ) -> JSONObject? {
    guard let pokemon = state.pokemon else { return nil }
    let profile = pokemon.profile
    return PokemonJSON.row(pokemon.summary).merging([
      "genus": pokemon.genus, "generation": pokemon.generation,
      "rarity": pokemon.rarity.rawValue,
      "heightMetres": Double(pokemon.heightDecimetres) / 10,
      "weightKilograms": Double(pokemon.weightHectograms) / 10,
      "eggGroups": profile.eggGroups, "genderRate": profile.genderRate,
      "captureRate": profile.captureRate, "baseHappiness": profile.baseHappiness,
      "growthRate": profile.growthRate, "hatchSteps": profile.hatchSteps,
      "effortYield": profile.effortYield.map { stat($0.name, $0.label, $0.value) },
      "pokedexNumbers": Dictionary(
        profile.regionalNumbers.map { ($0.pokedex, $0.number) },
        uniquingKeysWith: { first, _ in first }),
      "abilities": pokemon.abilities.map {
        [
          "name": $0.name, "displayName": $0.displayName, "isHidden": $0.isHidden,
          "shortEffect": $0.effect,
        ] as JSONObject
      },
      "stats": pokemon.stats.map { stat($0.name, $0.label, $0.value) },
      "statTotal": Measure.total(pokemon.stats.map(\.value)),
      "typeDefenses": Dictionary(
        pokemon.typeDefenses.multipliers.map { ($0.key.slug, $0.value) },
        uniquingKeysWith: { first, _ in first }),
      "pokedexEntry": state.pokedexEntry.map {
        ["version": $0.game, "text": $0.text] as JSONObject
      },
      "evolution": pokemon.evolution.map(evolution),
      "forms": pokemon.forms.map {
        [
          "name": $0.name, "displayName": $0.displayName, "isDefault": $0.isDefault,
          "versionGroup": $0.introducedIn?.slug,
        ] as JSONObject
      },
      "sprites": [
        "front": pokemon.sprites.front, "shiny": pokemon.sprites.shiny,
        "female": pokemon.sprites.female, "shinyFemale": pokemon.sprites.shinyFemale,
      ] as JSONObject,
      "learnset": learnset.map { LearnsetJSON.learnset($0, method: method) },
      "encounters": whereabouts.map { Whereabouts.document($0) },
      "versionGroup": pokemon.asIn?.slug,
      "pastValues": (pokemon.past ?? []).map(pastValues),
    ])
  }

  /// What it was up to a generation: only what differed is there.
  private static func pastValues(_ past: PokemonPastValues) -> JSONObject {
    [
      "lastGeneration": past.lastGeneration, "types": past.types?.map(\.slug),
      "stats": past.stats?.map { stat($0.name, $0.label, $0.value) },
      "abilities": past.abilities?.map { change in
        ["slot": change.slot, "name": change.ability?.name, "displayName": change.ability?.displayName]
          as JSONObject
      },
    ]
  }

  private static func stat(_ name: String, _ label: String, _ value: Int) -> JSONObject {
    ["name": name, "label": label, "value": value]
  }

  /// A stage of the family tree and the stages it evolves into.
  private static func evolution(_ node: EvolutionNode) -> JSONObject {
    let requirements = EvolutionRequirementText.describe(node.requirements)
    return [
      "name": node.speciesName, "speciesId": node.speciesID, "displayName": node.displayName,
      "requirements": requirements.isEmpty ? nil : requirements,
      "evolvesTo": node.evolvesTo.map(evolution),
    ]
  }
}
