import ArgumentParser
import Domain

/// Reads what `damage` takes about a side and the field as players write it: stat stages
/// (`+1atk,-1def`), a status (`burn`, `brn`), HP left (`50%`, `120`), a weather, a
/// terrain and screens.
enum BattleArguments {
  /// Stat stages by stat slug: items of a signed number and a stat, in either order,
  /// separated by `,` or `/` (`+1atk,-2 spd`, `atk+2`).
  /// - Throws: `ValidationError` naming `option` for anything else, a stage past ±6, a
  ///   stat named twice, or HP.
  static func stages(_ text: String, option: String) throws -> [String: Int] {
    let usage = "\(option) takes stat stages such as +1atk,-1spe (−6 to +6; stats: atk def spa "
      + "spd spe), not \"\(PokemonArguments.printable(text))\""
    var stages: [String: Int] = [:]
    let items = text.split(omittingEmptySubsequences: false) { $0 == "," || $0 == "/" }
    for item in items {
      let compact = item.filter { $0 != " " }
      guard let signIndex = compact.firstIndex(where: { $0 == "+" || $0 == "-" }) else {
        throw ValidationError(usage)
      }
      let before = compact[..<signIndex]
      let after = compact[compact.index(after: signIndex)...]
      let digits = after.prefix { $0.isASCII && $0.isNumber }
      let word = before.isEmpty ? after.dropFirst(digits.count) : before
      guard before.isEmpty || digits.count == after.count, (1...2).contains(digits.count),
        let number = Int(digits), let stat = StatNames.slug(of: String(word)),
        stat != "hp", stat != "special"
      else { throw ValidationError(usage) }
      guard number <= 6 else { throw ValidationError("\(option): a stage runs from −6 to +6") }
      guard stages[stat] == nil else {
        throw ValidationError("\(option): \(StatNames.shortName(of: stat)) is given twice")
      }
      stages[stat] = compact[signIndex] == "-" ? -number : number
    }
    return stages
  }

  /// A major status by name or Showdown's short name.
  /// - Throws: `ValidationError` naming `option` for another word.
  static func status(_ text: String, option: String) throws -> MajorStatus {
    switch NameNormalizer.slug(text) {
    case "burn", "burned", "brn": return .burn
    case "poison", "poisoned", "psn": return .poison
    case "toxic", "tox", "bad-poison", "badly-poisoned": return .badPoison
    case "paralysis", "paralyzed", "par": return .paralysis
    case "sleep", "asleep", "slp": return .sleep
    case "freeze", "frozen", "frz": return .freeze
    default:
      throw ValidationError(
        "\(option) takes burn, poison, toxic, paralysis, sleep or freeze, not "
          + "\"\(PokemonArguments.printable(text))\"")
    }
  }

  /// HP left: a percentage (`50%`, 1 to 100) or points (`120`, 1 or more).
  /// - Throws: `ValidationError` naming `option` for anything else.
  static func hitPoints(_ text: String, option: String) throws -> HitPointsLeft {
    let isPercent = text.hasSuffix("%")
    let digits = isPercent ? text.dropLast() : Substring(text)
    guard (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(digits), number >= 1, !isPercent || number <= 100
    else {
      throw ValidationError(
        "\(option) takes the HP left as a percentage (50%) or in points (120), not "
          + "\"\(PokemonArguments.printable(text))\"")
    }
    return isPercent ? .percent(number) : .points(number)
  }

  /// A weather by name (`sun`, `harsh-sunlight`, `rain`, `sand`, `sandstorm`, `snow`).
  /// - Throws: `ValidationError` for another word; hail says what it does to damage.
  static func weather(_ text: String) throws -> Weather {
    switch NameNormalizer.slug(text) {
    case "sun", "sunny", "harsh-sunlight", "sunny-day": return .sun
    case "rain", "rain-dance": return .rain
    case "sand", "sandstorm": return .sand
    case "snow", "snowscape": return .snow
    case "hail":
      throw ValidationError("--weather: hail changes no damage; leave it out (snow is generation IX's)")
    default:
      throw ValidationError(
        "--weather takes sun, rain, sand or snow, not \"\(PokemonArguments.printable(text))\"")
    }
  }

  /// A terrain by name, with or without `-terrain`.
  /// - Throws: `ValidationError` for another word.
  static func terrain(_ text: String) throws -> Terrain {
    var slug = NameNormalizer.slug(text)
    if slug.hasSuffix("-terrain") { slug.removeLast("-terrain".count) }
    guard let terrain = Terrain(rawValue: slug) else {
      throw ValidationError(
        "--terrain takes electric, grassy, misty or psychic, not "
          + "\"\(PokemonArguments.printable(text))\"")
    }
    return terrain
  }

  /// The screens up on the defender's side (`reflect,light-screen`, `aurora-veil`).
  /// - Throws: `ValidationError` for another word.
  static func screens(_ text: String) throws -> (reflect: Bool, lightScreen: Bool, auroraVeil: Bool) {
    var screens = (reflect: false, lightScreen: false, auroraVeil: false)
    for item in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," }) {
      switch NameNormalizer.slug(String(item)) {
      case "reflect": screens.reflect = true
      case "light-screen", "lightscreen": screens.lightScreen = true
      case "aurora-veil", "auroraveil", "veil": screens.auroraVeil = true
      case "both": (screens.reflect, screens.lightScreen) = (true, true)
      default:
        throw ValidationError(
          "--screens takes reflect, light-screen, aurora-veil or both, not "
            + "\"\(PokemonArguments.printable(text))\"")
      }
    }
    return screens
  }
}
