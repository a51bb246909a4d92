import Domain
/// The Pokémon part of the built-in database: species, Pokémon, forms, their types, stats
/// and abilities, types and the type chart, evolution chains and steps, and the words of
/// these kinds (names, genera, Pokédex entries).
///
/// Most rows copy a document. Two columns hold pokecli's own words, taken from the cards
/// pokecli's repository makes of the same API, so that the database says exactly what the
/// card says: `pokemon.display_name` (a form's name, "Alolan Raichu") and the evolution
/// steps' conditions (item, move and place names as the card prints them).
public enum PokemonTables {
  public static func make(
    cards: [Pokemon], documents: PokeAPIDocuments
  ) async throws -> [PokedexTable] {
    let pokemon = try await documents.all(PokemonRowDTO.self, .pokemon)
    let species = try await documents.all(SpeciesRowDTO.self, .pokemonSpecies)
    let forms = try await documents.all(FormRowDTO.self, .pokemonForm)
    let types = try await documents.all(TypeRowDTO.self, .type)
    let chains = try await documents.all(ChainRowDTO.self, .evolutionChain)
    var words = WordTables()
    var tables = [
      pokemonTable(pokemon.map(\.document), cards: cards),
      pokemonTypes(pokemon.map(\.document)),
      pokemonStats(pokemon.map(\.document)),
      pokemonAbilities(pokemon.map(\.document)),
      pastTypes(pokemon.map(\.document)),
      pastStats(pokemon.map(\.document)),
      pastAbilities(pokemon.map(\.document)),
      speciesTable(species.map(\.document), parents: evolutionParents(cards), words: &words),
      speciesEggGroups(species.map(\.document)),
      formsTable(forms.map(\.document), words: &words),
      typesTable(types.map(\.document), words: &words),
      typeEfficacy(types.map(\.document)),
      pastTypeEfficacy(types.map(\.document)),
      chainsTable(chains.map(\.document)),
      EvolutionStepRows.table(cards: cards),
    ]
    tables += words.tables
    return tables.map(\.sorted)
  }

  static func pokemonTable(_ documents: [PokemonRowDTO], cards: [Pokemon]) -> PokedexTable {
    let cardsByID = Dictionary(cards.map { ($0.summary.id, $0) }, uniquingKeysWith: { a, _ in a })
    var table = PokedexTable(
      "pokemon",
      columns: [
        "id", "identifier", "species_id", "height", "weight", "base_experience", "is_default",
        "sort_order", "display_name", "sprite_front", "sprite_shiny", "sprite_female",
        "sprite_shiny_female",
      ])
    for document in documents {
      let card = cardsByID[document.id]
      let sprites = card?.sprites ?? .none
      table.append([
        .integer(document.id), .text(document.name), .of(document.species.id),
        .integer(document.height ?? 0), .integer(document.weight ?? 0),
        .of(document.baseExperience), .of(document.isDefault ?? true), .of(document.order),
        .text(card?.summary.displayName ?? DisplayName.titleCased(document.name)),
        .of(sprites.front), .of(sprites.shiny), .of(sprites.female), .of(sprites.shinyFemale),
      ])
    }
    return table
  }

  static func pokemonTypes(_ documents: [PokemonRowDTO]) -> PokedexTable {
    childTable("pokemon_types", columns: ["slot", "type_id"], of: documents, \.types) { slot in
      slot.type.id.map { [.integer(slot.slot), .integer($0)] }
    }
  }

  static func pokemonStats(_ documents: [PokemonRowDTO]) -> PokedexTable {
    childTable(
      "pokemon_stats", columns: ["stat_id", "base_stat", "effort"], of: documents, \.stats
    ) { stat in
      stat.stat.id.map { [.integer($0), .integer(stat.baseStat), .integer(stat.effort)] }
    }
  }

  static func pokemonAbilities(_ documents: [PokemonRowDTO]) -> PokedexTable {
    childTable(
      "pokemon_abilities", columns: ["slot", "ability_id", "is_hidden"], of: documents,
      \.abilities
    ) { slot in
      slot.ability?.id.map { [.integer(slot.slot), .integer($0), .of(slot.isHidden)] }
    }
  }

  /// A table of one row per child of each Pokémon (`pokemon_id` first, then `columns`):
  /// what `values` reads of a child, which is left out when it links to nothing (`nil`).
  private static func childTable<Child>(
    _ name: String, columns: [String], of documents: [PokemonRowDTO],
    _ children: KeyPath<PokemonRowDTO, [Child]>, values: (Child) -> [PokedexValue]?
  ) -> PokedexTable {
    var table = PokedexTable(name, columns: ["pokemon_id"] + columns)
    for document in documents {
      for child in document[keyPath: children] {
        guard let row = values(child) else { continue }
        table.append([.integer(document.id)] + row)
      }
    }
    return table
  }

  /// Each species' stage before it in its family, as the cards' evolution trees say.
  static func evolutionParents(_ cards: [Pokemon]) -> [Int: Int] {
    var parents: [Int: Int] = [:]
    func walk(_ node: EvolutionNode) {
      for child in node.evolvesTo {
        parents[child.speciesID] = parents[child.speciesID] ?? node.speciesID
        walk(child)
      }
    }
    for card in cards { if let family = card.evolution { walk(family) } }
    return parents
  }

  static func speciesTable(
    _ documents: [SpeciesRowDTO], parents: [Int: Int], words: inout WordTables
  ) -> PokedexTable {
    var table = PokedexTable(
      "species",
      columns: [
        "id", "identifier", "generation_id", "evolves_from_species_id", "evolution_chain_id",
        "evolution_parent_id", "color_id", "shape_id", "habitat_id", "growth_rate_id", "gender_rate", "capture_rate",
        "base_happiness", "hatch_counter", "is_baby", "is_legendary", "is_mythical",
        "has_gender_differences", "forms_switchable", "sort_order",
      ])
    for document in documents {
      table.append([
        .integer(document.id), .text(document.name), .of(document.generation?.id),
        .of(document.evolvesFromSpecies?.id), .of(document.evolutionChain?.id),
        .of(parents[document.id]), .of(document.color?.id), .of(document.shape?.id), .of(document.habitat?.id),
        .of(document.growthRate?.id), .of(document.genderRate), .of(document.captureRate),
        .of(document.baseHappiness), .of(document.hatchCounter), .of(document.isBaby ?? false),
        .of(document.isLegendary ?? false), .of(document.isMythical ?? false),
        .of(document.hasGenderDifferences ?? false), .of(document.formsSwitchable ?? false),
        .of(document.order),
      ])
      words.addNames(document.names, kind: "pokemon-species", id: document.id)
      for genus in document.genera ?? [] {
        words.addGenus(genus.genus, species: document.id, language: genus.language.id)
      }
      for entry in document.flavorTextEntries ?? [] {
        words.addFlavorText(
          entry.flavorText, kind: "pokemon-species", id: document.id,
          language: entry.language.id, versionGroup: nil, version: entry.version?.id)
      }
    }
    return table
  }

  static func speciesEggGroups(_ documents: [SpeciesRowDTO]) -> PokedexTable {
    var table = PokedexTable(
      "species_egg_groups", columns: ["species_id", "egg_group_id", "slot"])
    var seen = Set<[Int]>()
    for document in documents {
      for (slot, group) in (document.eggGroups ?? []).enumerated() {
        guard let id = group.id, seen.insert([document.id, id]).inserted else { continue }
        table.append([.integer(document.id), .integer(id), .integer(slot + 1)])
      }
    }
    return table
  }

  static func formsTable(_ documents: [FormRowDTO], words: inout WordTables) -> PokedexTable {
    var table = PokedexTable(
      "pokemon_forms",
      columns: [
        "id", "identifier", "form_identifier", "pokemon_id", "version_group_id", "is_default",
        "is_battle_only", "is_mega", "form_order", "sort_order",
      ])
    for document in documents {
      guard let pokemon = document.pokemon.id else { continue }
      table.append([
        .integer(document.id), .text(document.name),
        .of(document.formName.flatMap { $0.isEmpty ? nil : $0 }), .integer(pokemon),
        .of(document.versionGroup?.id), .of(document.isDefault ?? false),
        .of(document.isBattleOnly ?? false), .of(document.isMega ?? false),
        .of(document.formOrder), .of(document.order),
      ])
      words.addNames(document.names, kind: "pokemon-form", id: document.id)
      words.addNames(document.formNames, kind: "pokemon-form-name", id: document.id)
    }
    return table
  }

  static func typesTable(_ documents: [TypeRowDTO], words: inout WordTables) -> PokedexTable {
    var table = PokedexTable(
      "types", columns: ["id", "identifier", "generation_id", "damage_class_id"])
    for document in documents {
      table.append([
        .integer(document.id), .text(document.name), .of(document.generation?.id),
        .of(document.moveDamageClass?.id),
      ])
      words.addNames(document.names, kind: "type", id: document.id)
    }
    return table
  }

  /// The chart among the types that have one (the 18 of battle): every pair, 100 where
  /// neither type's document says otherwise. It is read from the defending type's
  /// "damage from" lists, the ones the card's weaknesses are made of.
  static func typeEfficacy(_ documents: [TypeRowDTO]) -> PokedexTable {
    var table = PokedexTable(
      "type_efficacy", columns: ["damage_type_id", "target_type_id", "damage_factor"])
    let charted = chartedTypes(documents)
    for target in charted {
      let factors = target.damageRelations.factors
      for attacker in charted {
        table.append([
          .integer(attacker.id), .integer(target.id), .integer(factors[attacker.id] ?? 100),
        ])
      }
    }
    return table
  }

  /// The chart of earlier generations where it differed: for each defending type with
  /// past relations, its whole column as it stood up to each `generation_id` it names (the
  /// last generation those relations held, as PokeAPI gives it). A pair's factor in
  /// generation N is the row of the smallest `generation_id` ≥ N, else `type_efficacy`'s.
  static func pastTypeEfficacy(_ documents: [TypeRowDTO]) -> PokedexTable {
    var table = PokedexTable(
      "type_efficacy_past",
      columns: ["damage_type_id", "target_type_id", "generation_id", "damage_factor"])
    let charted = chartedTypes(documents)
    for target in charted {
      for past in target.pastDamageRelations ?? [] {
        guard let generation = past.generation.id else { continue }
        let factors = past.damageRelations.factors
        for attacker in charted {
          table.append([
            .integer(attacker.id), .integer(target.id), .integer(generation),
            .integer(factors[attacker.id] ?? 100),
          ])
        }
      }
    }
    return table
  }

  /// The types with a chart: those whose document says how any type hurts them.
  static func chartedTypes(_ documents: [TypeRowDTO]) -> [TypeRowDTO] {
    documents.filter { type in
      let relations = type.damageRelations
      return !(relations.doubleDamageFrom.isEmpty && relations.halfDamageFrom.isEmpty
        && relations.noDamageFrom.isEmpty)
    }
  }

  static func chainsTable(_ documents: [ChainRowDTO]) -> PokedexTable {
    var table = PokedexTable("evolution_chains", columns: ["id", "baby_trigger_item_id"])
    for document in documents {
      table.append([.integer(document.id), .of(document.babyTriggerItem?.id)])
    }
    return table
  }
}
