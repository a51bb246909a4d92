/// Whole numbers with thousands separated: 638,321.
enum Grouping {
  static func thousands(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (number < 0 ? "-" : "") + grouped
  }
}
