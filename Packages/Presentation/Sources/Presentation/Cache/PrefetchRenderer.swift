import Domain
/// The progress and the outcome of a prefetch.
public enum PrefetchRenderer {
  /// A progress bar that fits `width`, for a terminal line redrawn in place:
  /// `prefetching ████████░░░░░░░░  75/151`.
  public static func bar(done: Int, total: Int, theme: Theme, width: Int) -> String {
    let counter = " \(done)/\(total)"
    let label = "prefetching "
    let length = max(0, min(40, width - label.count - counter.count - 1))
    let filled = total == 0 ? length : length * done / max(1, total)
    return label + theme.bar(filled: filled, length: length, value: 255) + counter
  }

  /// A plain progress line for logs and pipes: `prefetch: 75 of 151 Pokémon`.
  public static func line(done: Int, total: Int) -> String {
    "prefetch: \(done) of \(total) Pokémon"
  }

  /// Whether a plain line is worth writing at `done`: every tenth of the way and at the
  /// end, so a log of 1351 Pokémon gets a dozen lines, not 1351.
  public static func isMilestone(done: Int, total: Int) -> Bool {
    guard total > 0 else { return true }
    let step = max(1, total / 10)
    return done == total || done % step == 0
  }

  /// What the run did, in its own word (`prefetched`, `updated`), ending in a newline:
  /// `prefetched 151 of 151 Pokémon and 151 sprites (140 fetched, 11 already cached)
  /// into /c`.
  public static func summary(
    _ report: PrefetchReport, verb: String = "prefetched", location: String, theme: Theme,
    width: Int
  ) -> String {
    let sprites = report.sprites.map { " and \($0) sprite\($0 == 1 ? "" : "s")" } ?? ""
    var text = "\(verb) \(report.total - report.failures.count) of \(report.total) Pokémon"
      + "\(sprites) (\(report.fetched) fetched, \(report.alreadyCached) already cached) into "
      + location
    if !report.failures.isEmpty {
      let ids = report.failures.keys.sorted().prefix(5).map { "#\($0)" }.joined(separator: ", ")
      let first = report.failures.keys.sorted().first.flatMap { report.failures[$0] }
      text += "; \(report.failures.count) failed (\(ids)"
        + (report.failures.count > 5 ? ", …" : "") + ")"
        + (first.map { ": \($0.message)" } ?? "") + "; " + nextStep(report)
    }
    return TextLayout.wrap(text, width: width).joined(separator: "\n") + "\n"
  }

  /// What to do about the failures: run the command again, unless the disk is read-only
  /// or full, which a second run cannot mend.
  static func nextStep(_ report: PrefetchReport) -> String {
    let failures = report.failures.keys.sorted().compactMap { report.failures[$0] }
    switch failures.lazy.compactMap(\.diskCondition).first {
    case .readOnly: return "the disk is read-only, so nothing can be saved there"
    case .full: return "the disk is full, so nothing more can be saved there"
    case nil: return "run the same command again to retry them"
    }
  }
}
