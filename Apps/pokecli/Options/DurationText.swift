/// Reads the durations `--max-age` and `POKECLI_MAX_AGE` take.
///
/// A duration is whole digits with an optional unit: `45s`, `30m`, `12h`, `7d`, or a bare
/// number of seconds. Anything else is refused rather than guessed at: `inf`, `1e400`,
/// `0x10`, `1.5h`, a sign, a 20-digit number, and anything longer than `longest`, so
/// every duration pokecli works with is a finite, sane number of seconds.
enum DurationText {
  /// Ten years: far longer than anyone keeps a cache, far below any number that could
  /// overflow a date.
  static let longest: TimeInterval = 3_650 * 86_400

  /// What a duration looks like, for messages refusing one.
  static let expected = "digits with an optional unit s, m, h or d, up to 3650d"

  private static let units: [Character: TimeInterval] = [
    "d": 86_400, "h": 3_600, "m": 60, "s": 1,
  ]

  /// The number of seconds `text` means, or `nil` when it is not a duration or is longer
  /// than `longest`.
  static func seconds(in text: String) -> TimeInterval? {
    var digits = Substring(text.trimmedOfSpaces().lowercased())
    var unit: TimeInterval = 1
    if let last = digits.last, let named = units[last] {
      unit = named
      digits = digits.dropLast()
    }
    // Twelve digits are already over ten years of seconds; more need not be read.
    guard !digits.isEmpty, digits.count <= 12,
      digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
      let number = Int(digits)
    else { return nil }
    let seconds = Double(number) * unit
    return seconds <= longest ? seconds : nil
  }
}
