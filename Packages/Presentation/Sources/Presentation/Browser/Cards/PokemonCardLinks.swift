import Domain
/// The entries a Pokémon's card leads to in the browser: its abilities, its types and the
/// items its evolution family evolves with, each a card of its own.
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
}
