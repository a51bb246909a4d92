import ArgumentParser
import PokedexData
import Infrastructure
import Domain
import Presentation

/// `pokecli cache info|clear|prefetch`: the offline cache of PokeAPI answers.
struct CacheCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cache",
    abstract: "Inspect, empty or fill the cache that makes pokecli fast and work offline.",
    discussion: """
      Every answer pokecli gets from PokeAPI is kept, compactly, in your cache folder \
      (POKECLI_CACHE_DIR, else $XDG_CACHE_HOME/pokecli, else ~/.cache/pokecli; Caches on \
      macOS) and used for 7 days (--max-age) before PokeAPI is asked again. With \
      --offline, pokecli answers from the cache alone.

      Examples:
        pokecli cache info
        pokecli cache prefetch --generation 1
            the 151 original Pokémon
        pokecli cache prefetch --range 1-251
        pokecli cache prefetch --all
            all 1351 (resumable: run it again)
        pokecli cache clear
      """,
    subcommands: [Info.self, Clear.self, Prefetch.self])

  /// `pokecli cache info`.
  struct Info: RootCommand {
    static let configuration = CommandConfiguration(
      commandName: "info",
      abstract: "Say where the cache of the API in use is, how much it holds, how old it is.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
      try global.refuseOffline("cache info never uses the network")
    }

    func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
      let store = try await root.cacheInfoStore()
      let now = await store.state.now
      let builtIn = try root.builtInData().map {
        CacheReport.BuiltIn(pokemonCount: $0.pokemonCount, generatedOn: $0.generatedOn)
      }
      let printout = await OneShotView(lookup: store, hints: root.hints()) {
        CacheReport(stats: $0, now: now, builtIn: builtIn)
      }.print(root.format(json: output.json))
      try environment.emit(printout)
    }
  }

  /// `pokecli cache clear`.
  struct Clear: RootCommand {
    static let configuration = CommandConfiguration(
      commandName: "clear",
      abstract: "Empty the cache, of every API. Favorites are kept: they live elsewhere.")

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      let meaningless = [
        global.offline ? "--offline" : nil, global.maxAge.map { _ in "--max-age" },
        global.baseURL.map { _ in "--base-url" },
      ].compactMap { $0 }
      guard let first = meaningless.first else { return }
      throw ValidationError(
        "cache clear empties the cache of every API, without the network: leave out \(first)")
    }

    func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
      let storage = FileStorage(folder: root.cacheFolder)
      let removed = try CacheInspector.clearEveryAPI(in: storage)
      let databases = EmbeddedDatabase.removeExpanded(cacheFolder: root.cacheFolder)
      environment.output.write(
        CacheInfoRenderer.cleared(removed, from: storage.location, expandedDatabases: databases))
    }
  }
}
