import ArgumentParser
import Domain

/// Which side of `damage` a set of options is: the attacker's go by their plain names
/// (`--evs`), the defender's by the same with `vs-` (`--vs-evs`).
protocol DamageSideName {
  /// What goes before each option's name.
  static var prefix: String { get }
  /// "The attacker's", for help.
  static var whose: String { get }
  /// Examples for help, as a player of that side would write them.
  static var evsExample: String { get }
  static var itemExample: String { get }
  static var boostsExample: String { get }
}

enum AttackerSide: DamageSideName {
  static let prefix = ""
  static let whose = "The attacker's"
  static let evsExample = "252atk,4hp"
  static let itemExample = "choice-band, life-orb…"
  static let boostsExample = "+1atk,+2spe"
}

enum DefenderSide: DamageSideName {
  static let prefix = "vs-"
  static let whose = "The defender's"
  static let evsExample = "252hp,4def"
  static let itemExample = "leftovers, assault-vest…"
  static let boostsExample = "+1def,-1spd"
}

/// One side of `damage` as the player sets it up: level, nature, EVs, IVs, ability, item,
/// stat stages, status, Tera type and HP left.
struct DamageSideOptions<Side: DamageSideName>: ParsableArguments {
  @Option(name: .customLong(Side.prefix + "level"), help: ArgumentHelp(
    "\(Side.whose) level, 1 to 100.", valueName: "n"))
  var level = 100

  @Option(name: .customLong(Side.prefix + "nature"), help: ArgumentHelp(
    "\(Side.whose) nature (adamant, modest…); none by default.", valueName: "nature"),
    completion: CompletionWords.natures)
  var nature: String?

  @Option(name: .customLong(Side.prefix + "evs"), help: ArgumentHelp(
    "\(Side.whose) EVs, such as \(Side.evsExample); 0 for a stat not named.", valueName: "spread"))
  var evs: String?

  @Option(name: .customLong(Side.prefix + "ivs"), help: ArgumentHelp(
    "\(Side.whose) IVs: one number for every stat, stats and numbers (0atk), or both; 31 "
      + "for a stat not named.", valueName: "spread"))
  var ivs: String?

  @Option(name: .customLong(Side.prefix + "ability"), help: ArgumentHelp(
    "\(Side.whose) ability; its first by default.", valueName: "ability"),
    completion: CompletionWords.names(of: .ability))
  var ability: String?

  @Option(name: .customLong(Side.prefix + "item"), help: ArgumentHelp(
    "\(Side.whose) held item (\(Side.itemExample)); none by default.", valueName: "item"),
    completion: CompletionWords.names(of: .item))
  var item: String?

  // Taken whatever it starts with: a lowered stage is written `-1def`, which would
  // otherwise read as an option.
  @Option(
    name: .customLong(Side.prefix + "boosts"), parsing: .unconditional,
    help: ArgumentHelp("\(Side.whose) stat stages, such as \(Side.boostsExample).", valueName: "stages"))
  var boosts: String?

  @Option(name: .customLong(Side.prefix + "status"), help: ArgumentHelp(
    "\(Side.whose) status: burn, poison, toxic, paralysis, sleep or freeze.",
    valueName: "status"))
  var status: String?

  @Option(name: .customLong(Side.prefix + "tera"), help: ArgumentHelp(
    "\(Side.whose) Tera type, once Terastallized (generation IX).", valueName: "type"),
    completion: .list(CompletionWords.types))
  var tera: String?

  @Option(name: .customLong(Side.prefix + "hp"), help: ArgumentHelp(
    "\(Side.whose) HP left, as a percentage (50%) or in points; full by default.",
    valueName: "hp"))
  var hp: String?

  /// The side as the use case takes it.
  /// - Throws: `ValidationError` (exit 64) naming the option for malformed text;
  ///   `CommandFailure` for a type no type has.
  func setUp(pokemon: EntryQuery) throws -> DamageSetUp {
    let name = "--" + Side.prefix
    guard (1...100).contains(level) else { throw ValidationError("\(name)level runs from 1 to 100") }
    let individual = try ivs.map { try StatSpread.parse($0, option: name + "ivs", allowsEvery: true) }
    let effort = try evs.map { try StatSpread.parse($0, option: name + "evs", allowsEvery: false) }
    var setUp = DamageSetUp(pokemon: pokemon)
    setUp.level = level
    setUp.nature = try nature.map { try Self.query($0, kind: .nature, option: name + "nature") }
    setUp.training = StatTraining(
      individual: individual?.values ?? [:], everyIndividual: individual?.every,
      effort: effort?.values ?? [:])
    setUp.ability = try ability.map { try Self.query($0, kind: .ability, option: name + "ability") }
    setUp.item = try item.map { try Self.query($0, kind: .item, option: name + "item") }
    setUp.boosts = try boosts.map { try BattleArguments.stages($0, option: name + "boosts") } ?? [:]
    setUp.status = try status.map { try BattleArguments.status($0, option: name + "status") }
    setUp.teraType = try tera.map { text in
      do {
        return try TypeArgument.type(text)
      } catch let error as ValidationError {
        throw ValidationError("\(name)tera: \(error.message)")
      } catch let failure as CommandFailure {
        throw CommandFailure(message: "\(name)tera: \(failure.message)")
      }
    }
    setUp.hp = try hp.map { try BattleArguments.hitPoints($0, option: name + "hp") }
    return setUp
  }

  /// The query `text` is, or a usage error naming `option`: with two sides, a player
  /// must see which one is wrong.
  private static func query(_ text: String, kind: EntryKind, option: String) throws -> EntryQuery {
    do {
      return try PokemonArguments.query(text, kind: kind)
    } catch let error as ValidationError {
      throw ValidationError("\(option): \(error.message)")
    }
  }
}
