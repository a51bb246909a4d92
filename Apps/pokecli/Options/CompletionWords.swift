import ArgumentParser
import Domain
import Foundation
import PokedexData

/// What shell completion (`pokecli --generate-completion-script bash|zsh|fish`) offers
/// for Pokémon, types and games.
enum CompletionWords {
  /// Every type's slug: `fire`, `water`, …
  static let types: [String] = PokemonType.allKnown.map(\.slug)

  /// PokeAPI's version slugs, oldest first, for `--game`.
  static let games: [String] = [
    "red", "blue", "yellow", "gold", "silver", "crystal", "ruby", "sapphire", "emerald",
    "firered", "leafgreen", "diamond", "pearl", "platinum", "heartgold", "soulsilver",
    "black", "white", "black-2", "white-2", "x", "y", "omega-ruby", "alpha-sapphire", "sun",
    "moon", "ultra-sun", "ultra-moon", "lets-go-pikachu", "lets-go-eevee", "sword", "shield",
    "brilliant-diamond", "shining-pearl", "legends-arceus", "scarlet", "violet", "legends-za",
    "red-japan", "green-japan", "blue-japan", "colosseum", "xd", "the-isle-of-armor-sword",
    "the-isle-of-armor-shield", "the-crown-tundra-sword", "the-crown-tundra-shield",
    "the-teal-mask-scarlet", "the-teal-mask-violet", "the-indigo-disk-scarlet",
    "the-indigo-disk-violet", "mega-dimension", "champions",
  ]

  /// PokeAPI's version groups (games that share their moves), oldest first: `--game`
  /// takes them too where moves are concerned.
  static let gameGroups: [String] = [
    "red-green-japan", "blue-japan", "red-blue", "yellow", "gold-silver", "crystal",
    "ruby-sapphire", "emerald", "colosseum", "xd", "firered-leafgreen", "diamond-pearl",
    "platinum", "heartgold-soulsilver", "black-white", "black-2-white-2", "x-y",
    "omega-ruby-alpha-sapphire", "sun-moon", "ultra-sun-ultra-moon",
    "lets-go-pikachu-lets-go-eevee", "sword-shield", "the-isle-of-armor", "the-crown-tundra",
    "brilliant-diamond-shining-pearl", "legends-arceus", "scarlet-violet", "the-teal-mask",
    "the-indigo-disk", "legends-za", "mega-dimension", "champions",
  ]

  /// Pokémon names for an argument: the slugs of the cached national list that start with
  /// what is typed, read offline so completing never waits on the network; none before
  /// the list has been cached (by any `list`, `search` or `cache prefetch`).
  static let pokemon = CompletionKind.custom { (_, _, prefix) -> [String] in
    cachedNames(startingWith: prefix)
  }

  /// Move names for an argument: the built-in data's slugs that start with what is typed;
  /// none for an API without built-in data.
  static let moves = CompletionKind.custom { (_, _, prefix) -> [String] in
    builtInNames(startingWith: prefix) { try DatabaseMoveRepository(database: $0).names() }
  }

  /// Ability names for an argument, as move names are offered.
  static let abilities = CompletionKind.custom { (_, _, prefix) -> [String] in
    builtInNames(startingWith: prefix) { try DatabaseAbilityRepository(database: $0).names() }
  }

  /// Item names for an argument, as move names are offered.
  static let items = CompletionKind.custom { (_, _, prefix) -> [String] in
    builtInNames(startingWith: prefix) { try DatabaseItemRepository(database: $0).names() }
  }

  /// Nature names for an argument, as move names are offered.
  static let natures = CompletionKind.custom { (_, _, prefix) -> [String] in
    builtInNames(startingWith: prefix) { database in
      // The repository is async; the names are its natures' slugs, read the same way.
      try DatabaseNatureRepository(database: database).slugs()
    }
  }

  /// The slugs `read` finds in the built-in data that start with what is typed.
  static func builtInNames(
    startingWith prefix: String, environment: AppEnvironment = .live(),
    _ read: (PokedexDatabase) throws -> [String]
  ) -> [String] {
    guard let options = try? GlobalOptions.parse([]),
      let root = try? CompositionRoot(environment: environment, options: options),
      let database = try? root.builtInDatabase(),
      let names = try? read(database)
    else { return [] }
    let typed = prefix.lowercased()
    return names.filter { $0.hasPrefix(typed) }
  }

  static func cachedNames(
    startingWith prefix: String, environment: AppEnvironment = .live()
  ) -> [String] {
    guard let options = try? GlobalOptions.parse(["--offline"]),
      let root = try? CompositionRoot(environment: environment, options: options),
      let repository = try? root.cachedRepository()
    else { return [] }
    let typed = prefix.lowercased()
    return repository.cachedNames().filter { $0.hasPrefix(typed) }
  }
}
