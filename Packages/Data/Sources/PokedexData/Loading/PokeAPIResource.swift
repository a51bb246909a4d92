/// A kind of PokeAPI document pokecli reads, by the path segment that names it. A
/// repository asks `PokeAPIEndpoints` for `.document(.pokemon, 25)` or `.index(.type)`,
/// never for a path it wrote itself. Each path is spelled once, as a constant: here for
/// the documents several parts read, and in a kind's own file in `Kinds/` for the
/// kind's own (`PokeAPIResource.ability` in `Ability+Stored.swift`), so a new kind of
/// entry declares its resource where it declares the rest.
public struct PokeAPIResource: Hashable, Sendable {
  /// The path segment: `pokemon-species`.
  public let rawValue: String

  /// The resource at `path`: a constant's, or a kind's list (`EntryKind`'s raw value,
  /// `RemoteTables.resource(of:)`); never a path from outside.
  init(_ path: String) {
    rawValue = path
  }

  public static let pokemon = PokeAPIResource("pokemon")
  public static let pokemonSpecies = PokeAPIResource("pokemon-species")
  public static let pokemonForm = PokeAPIResource("pokemon-form")
  public static let type = PokeAPIResource("type")
  public static let generation = PokeAPIResource("generation")
  public static let evolutionChain = PokeAPIResource("evolution-chain")
  public static let machine = PokeAPIResource("machine")
  public static let stat = PokeAPIResource("stat")
  public static let nature = PokeAPIResource("nature")
  public static let version = PokeAPIResource("version")
  public static let versionGroup = PokeAPIResource("version-group")
  public static let language = PokeAPIResource("language")
  public static let region = PokeAPIResource("region")
  public static let pokedex = PokeAPIResource("pokedex")
  public static let location = PokeAPIResource("location")
  public static let berry = PokeAPIResource("berry")
  public static let berryFirmness = PokeAPIResource("berry-firmness")
  public static let berryFlavor = PokeAPIResource("berry-flavor")
  public static let itemCategory = PokeAPIResource("item-category")
  public static let itemPocket = PokeAPIResource("item-pocket")
  public static let itemAttribute = PokeAPIResource("item-attribute")
  public static let itemFlingEffect = PokeAPIResource("item-fling-effect")
  public static let moveAilment = PokeAPIResource("move-ailment")
  public static let moveTarget = PokeAPIResource("move-target")
  public static let moveCategory = PokeAPIResource("move-category")
  public static let moveDamageClass = PokeAPIResource("move-damage-class")
  public static let moveLearnMethod = PokeAPIResource("move-learn-method")
  public static let moveBattleStyle = PokeAPIResource("move-battle-style")
  public static let eggGroup = PokeAPIResource("egg-group")
  public static let growthRate = PokeAPIResource("growth-rate")
  public static let evolutionTrigger = PokeAPIResource("evolution-trigger")
  public static let characteristic = PokeAPIResource("characteristic")
  public static let pokemonColor = PokeAPIResource("pokemon-color")
  public static let pokemonShape = PokeAPIResource("pokemon-shape")
  public static let pokemonHabitat = PokeAPIResource("pokemon-habitat")
  public static let gender = PokeAPIResource("gender")
  public static let encounterMethod = PokeAPIResource("encounter-method")
  public static let encounterCondition = PokeAPIResource("encounter-condition")
  public static let encounterConditionValue = PokeAPIResource("encounter-condition-value")
  /// The parts of places (`location-area`), each listing the Pokémon met there.
  public static let locationArea = PokeAPIResource("location-area")
  public static let contestType = PokeAPIResource("contest-type")
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
