import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    var items: [String] = []
    for node in pokemon.evolution?.allSpecies ?? [] {
      for requirement in node.requirements {
        for item in [requirement.item, requirement.heldItem].compactMap({ $0 })
        where !items.contains(item) {
          items.append(item)
        }
      }
    }
    let evolutionItems = items.map {
      CardLink(kind: .item, query: .name($0), displayName: $0, note: nil,
        group: "Evolution items")
    }
    return abilities + types + evolutionItems
  }
}
