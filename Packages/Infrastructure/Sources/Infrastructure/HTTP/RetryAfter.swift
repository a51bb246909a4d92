/// Reads a `Retry-After` header: a number of seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2026 07:28:00 GMT`), as RFC 9110 allows.
enum RetryAfter {
  /// The longest wait reported, a year; a larger number is clamped, never trusted to fit.
  static let longest = 365 * 24 * 3600

  /// The wait in whole seconds (rounded up, at least 0), or `nil` when `value` is neither
  /// form.
  static func seconds(_ value: String, now: Date = Date()) -> Int? {
    let text = value.trimmedOfSpaces()
    if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      // Digits only: too many of them is simply "very long".
      return text.count > 9 ? longest : min(Int(text) ?? longest, longest)
    }
    guard let date = httpDate(text) else { return nil }
    let wait = date.timeIntervalSince(now).rounded(.up)
    guard wait.isFinite else { return nil }
    return Int(min(max(wait, 0), Double(longest)))
  }

  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// An IMF-fixdate (`Wed, 21 Oct 2026 07:28:00 GMT`), the one date form servers send
  /// today; read field by field, as RFC 9110 spells it.
  static func httpDate(_ text: String) -> Date? {
    let fields = text.split(separator: " ", omittingEmptySubsequences: false)
    guard fields.count == 6, fields[0].count == 4, fields[0].hasSuffix(","),
      weekdays.contains(String(fields[0].dropLast())), fields[5] == "GMT",
      let day = number(fields[1], digits: 2), (1...31).contains(day),
      let month = months.firstIndex(of: String(fields[2])).map({ $0 + 1 }),
      let year = number(fields[3], digits: 4)
    else { return nil }
    let time = fields[4].split(separator: ":", omittingEmptySubsequences: false)
    guard time.count == 3, let hour = number(time[0], digits: 2), hour < 24,
      let minute = number(time[1], digits: 2), minute < 60,
      let second = number(time[2], digits: 2), second < 61
    else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second
    return Date(timeIntervalSince1970: Double(seconds))
  }

  /// `text` as a number of exactly `digits` ASCII digits.
  private static func number(_ text: Substring, digits: Int) -> Int? {
    guard text.utf8.count == digits, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(text)
  }

  /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar (Howard
  /// Hinnant's days-from-civil); small numbers only, as a four-digit year gives.
  static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
