import ArgumentParser
import Domain
import Presentation

/// Types: one type's matchups and the whole chart; the browser lists the chart's types,
/// each card with the Pokémon of the type.
extension PokemonType: ShownKind {
  static var entryKind: EntryKind { .type }
  static var commands: [any ParsableCommand.Type] { [TypeCommand.self, TypesCommand.self] }
  static var section: BrowserSection? { .types }

  static func browserSource(in root: CompositionRoot) throws -> ReferenceSource? {
    let repository = try root.typeChartRepository()
    let types = LookUpTypes(repository: repository)
    let search = SearchPokedex(pokemon: try root.pokedexRepository())
    let theme = root.theme
    return ReferenceSource(
      page: { query, request in
        let chart = try await repository.chart(generation: nil)
        let rows = chart.types.enumerated().map { index, type in
          var row = ReferenceRow(type: type, number: index + 1, chart: chart)
          row.displayName = theme.name(of: type)
          return row
        }
        return query.slice(rows, request: request, names: { [$0.displayName, $0.name] })
      },
      card: { query in
        let chart = try await repository.chart(generation: nil)
        let type: PokemonType?
        switch query {
        case .number(let number):
          type = chart.types.indices.contains(number - 1) ? chart.types[number - 1] : nil
        case .name(let name):
          type = chart.types.first { $0.slug == NameNormalizer.slug(name) }
        }
        guard let type else { throw PokedexError.entryNotFound(.type, query, suggestions: []) }
        let matchups = try await types.matchups(of: [type], generation: nil)
        var pokemon: [PokemonSummary] = []
        while true {
          let page = try await search.page(
            SearchCriteria(types: [type]),
            PageRequest(offset: pokemon.count, limit: PageRequest.maximumLimit))
          pokemon += page.items
          guard !page.items.isEmpty, pokemon.count < page.totalCount else { break }
        }
        return .type(matchups, pokemon: pokemon)
      })
  }
}
