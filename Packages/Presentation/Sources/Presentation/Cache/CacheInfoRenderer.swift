import Domain
/// The lines of the cache report.
public enum CacheInfoRenderer {
  /// The table of `stats` as of `now`, ending in a newline.
  static func render(_ stats: CacheStats, now: Date, theme: Theme, width: Int) -> String {
    let rows: [(String, String)] = [
      ("Location", SafeText.clean(stats.location)),
      ("Entries", "\(stats.entries) (\(Age.count(stats.cards, "card")), "
        + "\(Age.count(stats.rows, "list row"))"
        + (stats.sprites == 0 ? ")" : ", \(Age.count(stats.sprites, "sprite")))")),
      ("Size", ByteCount.format(stats.bytes)),
      ("Oldest", stats.oldest.map { Age.describe(now.timeIntervalSince($0)) + " ago" }
        ?? "the cache is empty"),
      ("Fresh for", Age.describe(stats.freshness)),
    ]
    let labelWidth = rows.map { $0.0.count }.max() ?? 0
    let valueWidth = width - labelWidth - 2
    guard valueWidth >= 16 else { return stacked(rows, theme: theme, width: width) }
    return rows.flatMap { label, value in
      let lead = theme.paint(TextLayout.padRight(label, to: labelWidth), as: .heading) + "  "
      let wrapped = TextLayout.wrap(value, width: valueWidth)
      return wrapped.enumerated().map { index, piece in
        (index == 0 ? lead : String(repeating: " ", count: labelWidth + 2)) + piece
      }
    }.joined(separator: "\n") + "\n"
  }

  /// "built-in Pokédex: 1351 Pokémon as of 2026-11-21; what the cache holds from later
  /// takes precedence", with the command that fills the cache when the app says one.
  static func builtInLine(_ builtIn: CacheReport.BuiltIn, hints: any Hints) -> String {
    let fill = hints.text(for: .update).map { " (fill it with: \($0))" } ?? ""
    return "built-in Pokédex: \(builtIn.pokemonCount) Pokémon as of "
      + "\(SafeText.clean(builtIn.generatedOn)); what the cache holds from later takes "
      + "precedence\(fill)\n"
  }
}

extension CacheInfoRenderer {
  /// Each label on a line of its own and its value under it: for widths too narrow to set
  /// them side by side.
  static func stacked(_ rows: [(String, String)], theme: Theme, width: Int) -> String {
    rows.flatMap { label, value in
      [theme.paint(label, as: .heading)]
        + TextLayout.wrap(value, width: max(1, width - 2)).map { "  " + $0 }
    }.joined(separator: "\n") + "\n"
  }

  /// What clearing the cache did: "removed 304 cached entries from /home/ash/.cache",
  /// then, when the built-in database's expanded copy went too (`expandedDatabases` is
  /// how many copies), that the next run makes it again.
  public static func cleared(
    _ count: Int, from location: String, expandedDatabases: Int = 0
  ) -> String {
    "removed \(count) cached \(count == 1 ? "entry" : "entries") from "
      + "\(SafeText.clean(location))\n"
      + (expandedDatabases == 1
        ? "removed the built-in database's expanded copy; the next run makes it again\n"
        : expandedDatabases > 1
          ? "removed \(expandedDatabases) expanded copies of built-in databases; "
            + "the next run makes its own again\n" : "")
  }
}

/// Sizes as people read them: 512 B, 12.3 KB, 4.5 MB.
enum ByteCount {
  static func format(_ bytes: Int) -> String {
    if bytes < 1_000 { return "\(bytes) B" }
    let units = ["KB", "MB", "GB", "TB"]
    var value = Double(bytes) / 1_000
    var unit = 0
    while value >= 1_000, unit < units.count - 1 {
      value /= 1_000
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }
}

/// Durations as people say them: 45 seconds, 3 minutes, 2 hours, 7 days.
enum Age {
  /// Past this, an age is only said to be over it: a cache entry dated 1e300 seconds
  /// before now was not written then, and an infinite freshness is not a number of days.
  static let longest: TimeInterval = 100 * 365 * 86_400

  /// `seconds` in the largest unit that fits; a negative or NaN duration reads as
  /// "0 seconds", one over `longest` (infinity included) as "over 100 years". Never traps.
  static func describe(_ seconds: TimeInterval) -> String {
    guard !seconds.isNaN, seconds > 0 else { return "0 seconds" }
    guard seconds <= longest else { return "over 100 years" }
    let seconds = Int(seconds)
    let (value, unit): (Int, String)
    switch seconds {
    case ..<60: (value, unit) = (seconds, "second")
    case ..<3_600: (value, unit) = (seconds / 60, "minute")
    case ..<86_400: (value, unit) = (seconds / 3_600, "hour")
    default: (value, unit) = (seconds / 86_400, "day")
    }
    return "\(value) \(unit)\(value == 1 ? "" : "s")"
  }

  /// "1 card", "2 cards": a count with its noun, plural unless one.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
