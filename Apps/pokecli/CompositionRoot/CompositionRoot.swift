import Data
import Domain
import Foundation
import Presentation

/// Builds the concrete objects a command needs, once, from the options and environment.
///
/// The only place that knows every layer: it picks the base URL, the repository, the
/// theme and the width, and wires the stores to the repositories.
struct CompositionRoot {
  let environment: AppEnvironment
  let options: GlobalOptions

  // MARK: - Data

  /// `--base-url`, else `POKEAPI_BASE_URL`, else pokeapi.co.
  func endpoints() throws -> PokeAPIEndpoints {
    let text = options.baseURL
      ?? environment.variables["POKEAPI_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
      ?? AppEnvironment.defaultBaseURL
    return try PokeAPIEndpoints(baseURL: text)
  }

  /// The repository every command reads Pokémon from.
  func pokemonRepository() throws -> any PokemonRepository {
    RemotePokemonRepository(client: environment.httpClient, endpoints: try endpoints())
  }

  // MARK: - Presentation

  /// Colour when asked for, or in auto mode on a terminal without NO_COLOR or TERM=dumb.
  var theme: Theme {
    switch options.color {
    case .always: return .ansi
    case .never: return .plain
    case .auto:
      let noColor = environment.variables["NO_COLOR"].map { !$0.isEmpty } ?? false
      let dumb = environment.variables["TERM"] == "dumb"
      return environment.outputIsTerminal && !noColor && !dumb ? .ansi : .plain
    }
  }

  /// `--width`, else COLUMNS, else the terminal's width, else 80.
  var width: Int {
    if let width = options.width { return width }
    if let columns = environment.variables["COLUMNS"].flatMap(Int.init), columns > 0 {
      return max(GlobalOptions.minimumWidth, columns)
    }
    return environment.terminalColumns ?? 80
  }

  /// The list's store, loading through the repository.
  @MainActor
  func pokemonListStore(
    firstPage: PageRequest
  ) throws -> Store<PokemonList.State, PokemonList.Action> {
    let repository = try pokemonRepository()
    return Store(
      initialState: PokemonList.State(firstPage: firstPage),
      reducer: PokemonList(loadPage: { try await repository.page($0) }))
  }

  /// The detail card's store, loading through the repository.
  @MainActor
  func pokemonDetailStore(
    query: PokemonQuery, game: String?
  ) throws -> Store<PokemonDetail.State, PokemonDetail.Action> {
    let repository = try pokemonRepository()
    return Store(
      initialState: PokemonDetail.State(query: query, game: game),
      reducer: PokemonDetail(loadPokemon: { try await repository.pokemon($0) }))
  }
}
