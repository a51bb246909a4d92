import Domain
/// The entries a Pokémon's card leads to in the browser: its abilities, its types and the
/// items its evolution family evolves with, each a card of its own; its moves beside its
/// moves, and the places it is met in beside where it is met.
enum PokemonCardLinks {
  static func links(of pokemon: Pokemon) -> [CardLink] {
    let abilities = pokemon.abilities.map {
      CardLink(
        kind: .ability, query: .name($0.name), displayName: $0.displayName,
        note: $0.isHidden ? "hidden" : nil, group: "Abilities")
    }
    let types = pokemon.summary.types.map {
      CardLink(kind: .type, query: .name($0.slug), displayName: $0.displayName, note: nil,
        group: "Types")
    }
    let evolutionItems = (pokemon.evolution?.evolutionItems ?? []).map {
      CardLink(kind: .item, query: .name($0.slug), displayName: $0.name, note: nil,
        group: "Evolution items")
    }
    return abilities + types + evolutionItems
  }

  /// Its moves in the learnset's game, by way of learning: level-up by level, machines by
  /// machine, then egg and tutor moves and the rarer ways.
  static func links(of learnset: Learnset) -> [CardLink] {
    learnset.moves.map { learned in
      var note = [MoveLearnersRenderer.how(MoveLearner(
        pokemonID: 0, pokemon: "", displayName: "", method: learned.method,
        level: learned.level, machine: learned.machine))]
      if let power = learned.move.power { note.append("power \(power)") }
      return CardLink(
        kind: .move, query: .number(learned.move.id), displayName: learned.move.displayName,
        note: note.joined(separator: " · "),
        group: LearnsetRenderer.methodTitle(learned.method))
    }
  }

  /// The places it is met in, each once, in the order where it is met says them, with the
  /// games it is met there in; then those of each earlier stage of its family shown.
  static func links(of whereabouts: Whereabouts) -> [CardLink] {
    let own = places(in: whereabouts.games, group: "Places")
    return own + whereabouts.earlierStages.flatMap { stage in
      places(in: stage.games, group: "Places of \(SafeText.clean(stage.species.displayName))")
    }
  }

  /// A link per place `games` name, noting the games it is met there in.
  private static func places(in games: [EncounterGames], group: String) -> [CardLink] {
    var order: [NamedSlug] = []
    var gamesAt: [String: [String]] = [:]
    for section in games {
      for way in section.methods {
        for spot in way.spots {
          let place = spot.place.location
          if gamesAt[place.slug] == nil { order.append(place) }
          // Named by their slugs as every screen names a game it has no word for.
          for game in section.games.map({ GameName.display($0.slug) })
          where !gamesAt[place.slug, default: []].contains(game) {
            gamesAt[place.slug, default: []].append(game)
          }
        }
      }
    }
    return order.map { place in
      CardLink(
        kind: .location, query: .name(place.slug), displayName: place.displayName,
        note: gamesAt[place.slug]?.joined(separator: " · "), group: group)
    }
  }
}
