import Domain
/// A Pokémon's card as JSON for scripts, with stable field names.
///
/// The shape is documented in docs/json.md; change it only by adding fields.
public enum PokemonDetailJSON {
  struct Document: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let speciesId: Int
    let types: [String]
    let genus: OrNull<String>
    let generation: OrNull<Int>
    let rarity: String
    let heightMetres: Double
    let weightKilograms: Double
    let eggGroups: [String]
    let genderRate: OrNull<Int>
    let captureRate: OrNull<Int>
    let baseHappiness: OrNull<Int>
    let growthRate: OrNull<String>
    let hatchSteps: OrNull<Int>
    let effortYield: [Stat]
    let pokedexNumbers: [String: Int]
    let abilities: [Ability]
    let stats: [Stat]
    let statTotal: Int
    let typeDefenses: [String: Double]
    let pokedexEntry: OrNull<Entry>
    let evolution: OrNull<Evolution>
    let forms: [Form]
    let sprites: Sprites
    /// Only with `show --moves`: the key is left out otherwise.
    let learnset: LearnsetJSON.Document?
  }

  struct Ability: Encodable {
    let name: String
    let displayName: String
    let hidden: Bool
    let effect: OrNull<String>
  }

  struct Stat: Encodable {
    let name: String
    let label: String
    let value: Int
  }

  struct Entry: Encodable {
    let game: String
    let text: String
  }

  struct Evolution: Encodable {
    let species: String
    let speciesId: Int
    let displayName: String
    let requirements: OrNull<String>
    let evolvesTo: [Evolution]

    init(_ node: EvolutionNode) {
      species = node.speciesName
      speciesId = node.speciesID
      displayName = node.displayName
      let text = EvolutionRequirementText.describe(node.requirements)
      requirements = OrNull(text.isEmpty ? nil : text)
      evolvesTo = node.evolvesTo.map(Evolution.init)
    }
  }

  /// The sprite links, each `null` when PokeAPI gives none.
  struct Sprites: Encodable {
    let links: SpriteLinks

    enum CodingKeys: String, CodingKey {
      case front, shiny, female, shinyFemale
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(links.front, forKey: .front)
      try container.encode(links.shiny, forKey: .shiny)
      try container.encode(links.female, forKey: .female)
      try container.encode(links.shinyFemale, forKey: .shinyFemale)
    }
  }

  struct Form: Encodable {
    let name: String
    let displayName: String
    let isDefault: Bool
  }

  /// The card as pretty-printed JSON with sorted keys, or `nil` before it has loaded;
  /// with `learnset` (narrowed to `method`), its moves under the key `learnset`.
  public static func render(
    _ state: PokemonDetail.State, learnset: Learnset? = nil, method: String? = nil
  ) -> String? {
    guard let pokemon = state.pokemon else { return nil }
    let summary = pokemon.summary
    let profile = pokemon.profile
    let document = Document(
      id: summary.id, name: summary.name, displayName: summary.displayName,
      speciesId: summary.speciesID, types: summary.types.map(\.slug),
      genus: OrNull(pokemon.genus), generation: OrNull(pokemon.generation),
      rarity: pokemon.rarity.rawValue,
      heightMetres: Double(pokemon.heightDecimetres) / 10,
      weightKilograms: Double(pokemon.weightHectograms) / 10,
      eggGroups: profile.eggGroups, genderRate: OrNull(profile.genderRate),
      captureRate: OrNull(profile.captureRate), baseHappiness: OrNull(profile.baseHappiness),
      growthRate: OrNull(profile.growthRate), hatchSteps: OrNull(profile.hatchSteps),
      effortYield: profile.effortYield.map {
        Stat(name: $0.name, label: $0.label, value: $0.value)
      },
      pokedexNumbers: Dictionary(
        profile.regionalNumbers.map { ($0.pokedex, $0.number) },
        uniquingKeysWith: { first, _ in first }),
      abilities: pokemon.abilities.map {
        Ability(
          name: $0.name, displayName: $0.displayName, hidden: $0.isHidden,
          effect: OrNull($0.effect))
      },
      stats: pokemon.stats.map { Stat(name: $0.name, label: $0.label, value: $0.value) },
      statTotal: Measure.total(pokemon.stats.map(\.value)),
      typeDefenses: Dictionary(
        pokemon.typeDefenses.multipliers.map { ($0.key.slug, $0.value) },
        uniquingKeysWith: { first, _ in first }),
      pokedexEntry: OrNull(state.pokedexEntry.map { Entry(game: $0.game, text: $0.text) }),
      evolution: OrNull(pokemon.evolution.map(Evolution.init)),
      forms: pokemon.forms.map {
        Form(name: $0.name, displayName: $0.displayName, isDefault: $0.isDefault)
      },
      sprites: Sprites(links: pokemon.sprites),
      learnset: learnset.map { LearnsetJSON.document($0, method: method) })
    return JSONText.encode(document).map { $0 + "\n" }
  }
}
