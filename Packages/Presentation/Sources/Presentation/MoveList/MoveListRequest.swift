import Domain
import Foundation

/// What `pokecli moves` is asked for: the criteria and the slice.
public struct MoveListRequest: Equatable, Sendable {
  public var criteria: MoveCriteria
  public var page: PageRequest

  public init(criteria: MoveCriteria, page: PageRequest) {
    self.criteria = criteria
    self.page = page
  }
}
