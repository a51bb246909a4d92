import Foundation

/// Reads a `Retry-After` header: a number of seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2026 07:28:00 GMT`), as RFC 9110 allows.
enum RetryAfter {
  /// The longest wait reported, a year; a larger number is clamped, never trusted to fit.
  static let longest = 365 * 24 * 3600

  /// The wait in whole seconds (rounded up, at least 0), or `nil` when `value` is neither
  /// form.
  static func seconds(_ value: String, now: Date = Date()) -> Int? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      // Digits only: too many of them is simply "very long".
      return text.count > 9 ? longest : min(Int(text) ?? longest, longest)
    }
    guard let date = httpDate(text) else { return nil }
    let wait = date.timeIntervalSince(now).rounded(.up)
    guard wait.isFinite else { return nil }
    return Int(min(max(wait, 0), Double(longest)))
  }

  /// An IMF-fixdate, the one date form servers send today.
  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text)
  }
}
