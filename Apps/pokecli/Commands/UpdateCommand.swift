import ArgumentParser
import PokedexData
import Domain
import Presentation

/// `pokecli update`: brings the cache up to date with PokeAPI, past the built-in data.
struct UpdateCommand: RootCommand {
  static let configuration = CommandConfiguration(
    commandName: "update",
    abstract: "Bring pokecli's Pokédex up to date with PokeAPI: new Pokémon, changed data.",
    discussion: """
      pokecli answers from the Pokédex built into it, as of the day it was generated \
      (pokecli --version says which). update fetches the national list, the types, the \
      generations and every Pokémon's card from PokeAPI into the cache, where they take \
      precedence over the built-in data. Cards already fresh in the cache are skipped, so \
      an interrupted update resumes where it stopped.
      """)

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    try global.refuseOffline("update fetches from PokeAPI")
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    let cache = try root.cachedRepository()
    let builtIn = try root.builtInDatabase()
    let progress = PrefetchProgress(environment: environment, theme: root.theme, width: root.width)
    let report = try await UpdatePokedex(pokemon: cache, cache: cache)(
      types: try builtIn?.types() ?? PokemonType.allKnown,
      generations: try builtIn?.generations() ?? []
    ) { done, total in progress.show(done, total) }
    progress.finish()
    environment.output.write(PrefetchRenderer.summary(
      report, verb: "updated", location: try root.cacheStorage().location, theme: root.theme,
      width: root.width))
    if !report.failures.isEmpty { throw ExitCode.failure }
  }
}
