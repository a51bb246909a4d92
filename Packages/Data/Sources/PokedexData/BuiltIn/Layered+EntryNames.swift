import Domain
/// Entries' names by the rule their entries are read by (`BuiltInFirstRepository`, the
/// same default rule): the built-in data's one row first; the network's entry, read
/// whole (`WholeEntryNames`), for what the data does not hold.
extension Layered: EntryNameRepository where Source == any EntryNameRepository {
  public func name(_ query: EntryQuery) async throws -> NamedSlug {
    try await answer { try await $0.name(query) }
  }
}
