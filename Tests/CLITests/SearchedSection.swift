import Domain
import Presentation
import Testing

@testable import pokecli

/// A browser section of the built-in data as its search line reads it: the first page of
/// what `text` finds, split into words as the line splits them.
struct SearchedSection {
  let source: ReferenceSource

  init(_ section: BrowserSection, in root: CompositionRoot) throws {
    source = try #require(try root.browserSources(within: SearchCriteria(), asIn: nil)[section])
  }

  func page(_ text: String) async throws -> Page<ReferenceRow> {
    try await source.page(
      ReferenceQuery(terms: text.split(separator: " ").map(String.init)),
      PageRequest(offset: 0, limit: 10))
  }
}
