/// Every kind of PokeAPI document pokecli reads, by the path segment that names it: the
/// one place a PokeAPI path is spelled. A repository asks `PokeAPIEndpoints` for
/// `.document(.pokemon, 25)` or `.index(.type)`, never for a path it wrote itself, so a new
/// kind of entry adds a case here and nothing else to reach its documents.
public enum PokeAPIResource: String, Sendable, CaseIterable {
  case pokemon
  case pokemonSpecies = "pokemon-species"
  case pokemonForm = "pokemon-form"
  case type
  case generation
  case ability
  case item
  case evolutionChain = "evolution-chain"
  // Read by the generator of the built-in database, and by the lookups of later kinds.
  case move
  case machine
  case stat
  case nature
  case version
  case versionGroup = "version-group"
  case language
  case region
  case pokedex
  case location
  case berry
  case berryFirmness = "berry-firmness"
  case berryFlavor = "berry-flavor"
  case itemCategory = "item-category"
  case itemPocket = "item-pocket"
  case itemAttribute = "item-attribute"
  case itemFlingEffect = "item-fling-effect"
  case moveAilment = "move-ailment"
  case moveTarget = "move-target"
  case moveCategory = "move-category"
  case moveDamageClass = "move-damage-class"
  case moveLearnMethod = "move-learn-method"
  case moveBattleStyle = "move-battle-style"
  case eggGroup = "egg-group"
  case growthRate = "growth-rate"
  case evolutionTrigger = "evolution-trigger"
  case characteristic
  case pokemonColor = "pokemon-color"
  case pokemonShape = "pokemon-shape"
  case pokemonHabitat = "pokemon-habitat"
  case gender
  case encounterMethod = "encounter-method"
  case contestType = "contest-type"
}

extension PokeAPIEndpoints {
  /// One document: `pokemon/25/`, `type/electric/`.
  public func document(_ resource: PokeAPIResource, _ key: some CustomStringConvertible) -> URL {
    url(path: "\(resource.rawValue)/\(key)/")
  }

  /// The first `limit` entries of a resource's list (names and links), from offset 0:
  /// `pokemon/?offset=0&limit=100000` asks for all of them in one request.
  public func list(_ resource: PokeAPIResource, limit: Int) -> URL {
    url(path: "\(resource.rawValue)/?offset=0&limit=\(limit)")
  }

  /// The resource's list as pokeapi.co serves it with no query (`type/`): the name under
  /// which a table built from that resource is shared and kept.
  public func index(_ resource: PokeAPIResource) -> URL {
    url(path: "\(resource.rawValue)/")
  }
}
