/// The generation term every kind's query reads the same way (`gen 4`, `gen 1-3`,
/// `generation iv`): Pokémon, moves and abilities.
extension QueryGrammar {
  /// The generations of `gen 4`, `gen 1-3`, `generation iv`, `gen4` (words lowercased);
  /// `nil` when the text is none of these.
  static func generations(
    _ lowered: [String], whole: String
  ) throws(QueryError) -> ClosedRange<Int>? {
    guard let first = lowered.first else { return nil }
    let number: String
    if first == "gen" || first == "generation" {
      guard lowered.count > 1 else { throw QueryError(.nothingNamed(keyword: first), in: whole) }
      number = lowered[1...].joined()
    } else if lowered.count == 1, first.hasPrefix("gen"),
      first.dropFirst(3).first.map({ $0.isNumber }) == true
    {
      number = String(first.dropFirst(3))
    } else {
      return nil
    }
    let ends = number.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(ends.count) else { throw QueryError(.notAGeneration(number), in: whole) }
    var values: [Int] = []
    for end in ends {
      guard let value = generationNumber(String(end)) else {
        throw QueryError(.notAGeneration(number), in: whole)
      }
      values.append(value)
    }
    guard let low = values.min(), let high = values.max() else { return nil }
    return low...high
  }

  /// A generation's number, in digits up to 99 or Roman numerals up to IX (a lone "x"
  /// is more likely a slip than generation X); `nil` for anything else.
  static func generationNumber(_ text: String) -> Int? {
    if text.count <= 2, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
      value >= 1
    {
      return value
    }
    let roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
    return roman.firstIndex(of: text).map { $0 + 1 }
  }
}
