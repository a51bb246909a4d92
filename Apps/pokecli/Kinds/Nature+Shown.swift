import ArgumentParser
import Domain
import Presentation

/// Natures: `nature` shows one or the table of all.
extension Nature: ShownKind {
  static var entryKind: EntryKind { .nature }
  static var commands: [any ParsableCommand.Type] { [NatureCommand.self] }
  static var section: BrowserSection? { .natures }

  static func browserSource(in root: CompositionRoot) throws -> ReferenceSource? {
    let natures = try root.natureRepository()
    return ReferenceSource(
      page: { query, request in
        let rows = try await natures.natures().map(ReferenceRow.init(nature:))
        return query.slice(rows, request: request, names: { [$0.displayName, $0.name] })
      },
      card: { query in
        let all = try await natures.natures()
        let found = all.first { nature in
          switch query {
          case .number(let number): return nature.id == number
          case .name(let name): return nature.name == NameNormalizer.slug(name)
          }
        }
        guard let found else { throw PokedexError.entryNotFound(.nature, query, suggestions: []) }
        return .nature(found)
      })
  }
}
