import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `pokecli moves` is asked for: the criteria and the slice.
public typealias MoveListRequest = PagedRequest<MoveCriteria>
