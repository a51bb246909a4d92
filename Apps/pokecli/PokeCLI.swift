import ArgumentParser

/// `pokecli`: the Pokédex in a terminal. Lists the subcommands; each lives in Commands/,
/// and each kind's are listed by the registry of kinds (`Kinds/`).
@main
struct PokeCLI: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pokecli",
    abstract: "A Pokédex for the terminal, backed by PokeAPI.",
    discussion: """
      Examples:
      \(ListCommand.pagingExamples)
        pokecli list --json
            the same page as JSON, for scripts
        pokecli list --base-url http://127.0.0.1:8765/api/v2
        pokecli show pikachu
            the detail card
        pokecli show "Mr. Mime" --json
        pokecli search fire flying
            every word must match: names or types
        pokecli where eevee --game sword
            where it is met in the wild
        pokecli list --type water --generation 1 --sort name
        pokecli favorite pikachu
            ★ mark it; again to unmark
        pokecli favorites
            your favorites
        pokecli browse
            full screen: scroll, cards, live search
        pokecli cache prefetch --generation 1
        pokecli show pikachu --offline
            from the cache alone
        pokecli update
            new Pokémon and changed data

      Environment:
        POKEAPI_BASE_URL
            the PokeAPI to ask, by default
            \(AppEnvironment.defaultBaseURL)
        NO_COLOR
            set to turn colour off when --color is auto
        COLUMNS
            the width to lay out for when --width is not given
        POKECLI_DATA_DIR
            where favorites are kept
            (else XDG_DATA_HOME/pokecli)
        POKECLI_CACHE_DIR
            where answers are cached
            (else XDG_CACHE_HOME/pokecli)
        POKECLI_MAX_AGE
            how long cached answers stay fresh (default 7d)
        POKECLI_RETRIES
            retries after a temporary failure (default 4)
        POKECLI_IMAGE_HOSTS
            more hosts sprites may come from, besides the API's
            own and raw.githubusercontent.com (host or host:port,
            separated by commas)
      """,
    version: AppVersion.description(builtIn: EmbeddedDatabase.data()),
    // Each kind's commands first, from the registry of kinds (`Kinds/ShownKind.swift`),
    // then those over every kind and the Pokédex's own.
    subcommands: ShownKinds.commands + [
      SearchCommand.self, FindCommand.self, WhereCommand.self, StatsCommand.self,
      SpeedCommand.self,
      CoverageCommand.self, DamageCommand.self, CompareCommand.self, TeamCommand.self, RandomCommand.self, BrowseCommand.self,
      LanguagesCommand.self, GamesCommand.self,
      SpriteCommand.self, FavoriteCommand.self, FavoritesCommand.self,
      CacheCommand.self, UpdateCommand.self, DataCommand.self,
    ]
  )
}
