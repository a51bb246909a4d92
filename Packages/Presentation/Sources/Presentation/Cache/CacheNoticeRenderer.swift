import Domain
/// Turns what the cache did during a command into at most one line per kind of event,
/// for stderr: a user hears that the answer is old, not a line per row.
public enum CacheNoticeRenderer {
  /// The notice lines, without the `pokecli:` prefix the CLI adds; each is made safe to
  /// print (`SafeText.url`), as they quote paths, URLs and the system's reasons.
  public static func lines(for events: [CacheEvent]) -> [String] {
    unsafeLines(for: events).map(SafeText.url)
  }

  private static func unsafeLines(for events: [CacheEvent]) -> [String] {
    var lines: [String] = []
    var stale: [(subject: CacheSubject, age: TimeInterval, because: PokedexError)] = []
    var discarded = 0
    var writeFailure: String?
    for event in events {
      switch event {
      case .servedStale(let subject, let age, let because): stale.append((subject, age, because))
      case .discardedUnreadable: discarded += 1
      case .writeFailed(let reason): writeFailure = writeFailure ?? reason
      }
    }
    if let first = stale.first {
      let oldest = Age.describe(stale.map(\.age).max() ?? first.age)
      let because = first.because.message
      if stale.count == 1 {
        lines.append("showing \(first.subject.phrase) as cached \(oldest) ago: \(because)")
      } else {
        lines.append(
          "showing \(Self.list(stale.map(\.subject.phrase))) from the cache, "
            + "up to \(oldest) old: \(because)")
      }
    }
    if discarded > 0 {
      lines.append(
        "dropped \(discarded) unreadable cache "
          + (discarded == 1 ? "entry" : "entries") + " and fetched again")
    }
    if let writeFailure {
      lines.append("could not save to the cache (\(writeFailure)); carried on without it")
    }
    return lines
  }

  /// "A and B", "A, B and C", or the first three and "N more cached answers".
  static func list(_ phrases: [String]) -> String {
    let shown = phrases.count > 4 ? Array(phrases.prefix(3)) : phrases
    let rest = phrases.count - shown.count
    let items = rest > 0 ? shown + ["\(rest) more cached answers"] : shown
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
