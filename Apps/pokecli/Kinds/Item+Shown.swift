import ArgumentParser
import Domain
import Presentation

/// Items, berries included: `berries` lists the berries' own facts.
extension Item: BrowsedStoredKind {
  static var commands: [any ParsableCommand.Type] {
    [ItemCommand.self, ItemsCommand.self, BerriesCommand.self]
  }
  static var section: BrowserSection? { .items }

  static func criteria(browsing query: ReferenceQuery) -> ItemCriteria {
    ItemCriteria(terms: query.foldedTerms, sort: query.order(ItemSort.number))
  }
  static func browserRow(_ row: ItemRow) -> ReferenceRow { ReferenceRow(item: row) }
  static func browserCard(_ entry: Item) -> ReferenceCardContent { .item(entry) }
}
