import Foundation

/// Reads the durations `--max-age` and `POKECLI_MAX_AGE` take.
enum DurationText {
  /// `7d`, `12h`, `30m`, `45s` or a bare number of seconds; `nil` for anything else.
  static func seconds(in text: String) -> TimeInterval? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    let units: [Character: TimeInterval] = ["d": 86_400, "h": 3_600, "m": 60, "s": 1]
    if let last = trimmed.last, let unit = units[last] {
      return Double(trimmed.dropLast()).flatMap { $0 >= 0 ? $0 * unit : nil }
    }
    return Double(trimmed).flatMap { $0 >= 0 ? $0 : nil }
  }
}
