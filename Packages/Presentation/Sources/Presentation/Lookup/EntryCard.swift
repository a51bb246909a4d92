import Domain
/// What every entry's card (a move's, an ability's) shows while it loads and when it
/// fails; the loaded card is the kind's own.
enum EntryCard {
  /// The text for `state`, ending in a newline: `loaded`'s lines once there is an entry.
  /// No line is wider than `width` as long as `loaded`'s are not.
  static func render<Entry: Equatable & Sendable>(
    _ state: Lookup<EntryQuery, Entry>.State, kind: EntryKind, theme: Theme, width: Int,
    hints: any Hints, loaded: (Entry) -> [String]
  ) -> String {
    let lines: [String]
    switch state.status {
    case .idle, .loading:
      lines = ["loading \(describe(state.request, kind: kind))…"]
    case .failed(let error):
      lines = TextLayout.wrap(
        "could not load \(describe(state.request, kind: kind)): \(error.message(hints: hints))",
        width: width
      ).map { theme.paint($0, as: .error) }
    case .loaded(let entry):
      lines = loaded(entry)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `move #85` or `"thunderbolt"`, for loading and failure lines.
  static func describe(_ query: EntryQuery, kind: EntryKind) -> String {
    switch query {
    case .number(let number): return "\(kind.noun) #\(number)"
    case .name(let name): return "\"\(name)\""
    }
  }
}
