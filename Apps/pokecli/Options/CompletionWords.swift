import ArgumentParser
import Domain
import Foundation

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
  ]

  /// Pokémon names for an argument: the slugs of the cached national list that start with
  /// what is typed, read offline so completing never waits on the network; none before
  /// the list has been cached (by any `list`, `search` or `cache prefetch`).
  static let pokemon = CompletionKind.custom { (_, _, prefix) -> [String] in
    cachedNames(startingWith: prefix)
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
