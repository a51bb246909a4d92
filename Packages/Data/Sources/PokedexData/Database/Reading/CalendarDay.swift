/// A `yyyy-MM-dd` day, as the built-in data's date is written.
enum CalendarDay {
  /// Midnight UTC of the day `text` names; `nil` if it names none.
  ///
  /// Counted by hand rather than with a `DateFormatter`, whose time-zone and calendar data
  /// take milliseconds to load: every command asks this once.
  static func start(of text: String) -> Date? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]),
      (1970...9999).contains(parts[0])
    else { return nil }
    // Days from 1970-01-01 to the date in the proleptic Gregorian calendar.
    let (year, month, day) = (parts[0], parts[1], parts[2])
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
  }
}
