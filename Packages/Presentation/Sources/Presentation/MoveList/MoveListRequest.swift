import Domain
/// What `pokecli moves` is asked for: the criteria and the slice.
public typealias MoveListRequest = PagedRequest<MoveCriteria>
