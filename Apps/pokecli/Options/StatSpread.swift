import ArgumentParser
import Domain

/// Stats and numbers as players write them, for `stats`' `--evs`, `--ivs` and `--target`:
/// `252spe,252atk,4hp`, `252 Atk / 4 SpD`, `spe=170`. Each item is a number and a stat
/// in either order, with or without a space or `=`; items are separated by `,` or `/`.
/// Stats go by Showdown's short names (`hp atk def spa spd spe`, and `spc` for
/// generations I and II's Special) or in full (`speed`, `special-attack`, `sp. atk`).
enum StatSpread {
  /// The stats of `text` by PokeAPI's slug, and the number given alone for every stat
  /// (`--ivs 31`) when `allowsEvery`.
  /// - Throws: `ValidationError` naming the option for text that is not such a list, a
  ///   stat named twice, or a number of more than six digits.
  static func parse(
    _ text: String, option: String, allowsEvery: Bool
  ) throws -> (every: Int?, values: [String: Int]) {
    var every: Int?
    var values: [String: Int] = [:]
    let items = text.split(omittingEmptySubsequences: false) { $0 == "," || $0 == "/" }
      .map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    guard !items.isEmpty, !items.contains(where: \.isEmpty) else {
      throw ValidationError(usage(option, text))
    }
    for item in items {
      if allowsEvery, let number = number(item) {
        guard every == nil else { throw ValidationError(usage(option, text)) }
        every = number
        continue
      }
      let (stat, value) = try pair(item, option: option, whole: text)
      guard values[stat] == nil else {
        throw ValidationError("\(option): \(StatNames.shortName(of: stat)) is given twice")
      }
      values[stat] = value
    }
    return (every, values)
  }

  /// One stat and its number: `spe=170`, `170spe`, `spe 170`.
  static func pair(_ item: String, option: String, whole: String) throws -> (String, Int) {
    let separated = String(item.map { $0 == "=" ? " " : $0 })
    let digits = separated.prefix { $0.isNumber }
    let word: Substring
    let numberText: Substring
    if !digits.isEmpty {
      numberText = digits
      word = separated.dropFirst(digits.count)
    } else {
      let trailing = separated.reversed().prefix { $0.isNumber }
      numberText = Substring(String(trailing.reversed()))
      word = separated.dropLast(trailing.count)
    }
    guard let number = number(String(numberText)), let stat = StatNames.slug(of: String(word)) else {
      throw ValidationError(usage(option, whole))
    }
    return (stat, number)
  }

  /// A number of at most six ASCII digits (more is no stat's), else `nil`.
  private static func number(_ text: String) -> Int? {
    guard (1...6).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }

  private static func usage(_ option: String, _ text: String) -> String {
    let what = option == "--target" ? "a stat and a value such as spe=170" : "stats and numbers such as 252spe,4hp"
    return "\(option) takes \(what) (stats: hp atk def spa spd spe, spc in generations I and II), "
      + "not \"\(PokemonArguments.printable(text))\""
  }
}
