import ArgumentParser
import Domain
import Presentation

extension Ability: BrowsedStoredKind {
  static var commands: [any ParsableCommand.Type] {
    [AbilityCommand.self, AbilitiesCommand.self]
  }
  static var section: BrowserSection? { .abilities }

  static func criteria(browsing query: ReferenceQuery) -> AbilityCriteria {
    AbilityCriteria(terms: query.foldedTerms, sort: query.order(AbilitySort.number))
  }
  static func browserRow(_ row: AbilityRow) -> ReferenceRow { ReferenceRow(ability: row) }
  static func browserCard(_ entry: Ability) -> ReferenceCardContent { .ability(entry) }
}
