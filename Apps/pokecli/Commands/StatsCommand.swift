import ArgumentParser
import Domain
import Presentation

/// `pokecli stats <pokemon>`: its real stats at a level, with a nature and a training, in
/// the game asked for; and the least training that brings a stat to a value.
struct StatsCommand: ScreenCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Work out a Pokémon's real stats at a level, with a nature, IVs and EVs.",
    discussion: """
      Each stat beside its base, the IV and EVs it was worked out with, and the lowest and \
      highest it can be at that level. IVs are 31 and EVs 0 unless given. With --game or \
      --generation, the base stats of that game and its generation's formula: in \
      generations I and II, --ivs gives DVs (0–15; the HP DV is made of the other four) \
      and --evs stat experience (0–65,535), and there are no natures.

      --target STAT=VALUE says the least EVs (or stat experience) that bring that stat to \
      the value, with a raising, a neutral and a lowering nature, or that none can.

      Examples:
        pokecli stats garchomp --level 50 --nature jolly --evs 252spe,252atk,4hp
        pokecli stats garchomp --level 50 --target spe=170
        pokecli stats tauros --game red --evs 65535atk --ivs 14atk
        pokecli stats pikachu --ivs 0atk --json
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var name: EntryName<Pokemon>

  @OptionGroup var training: TrainingOptions

  @Option(help: ArgumentHelp(
    "A stat and a value to reach (spe=170): the least EVs that reach it.",
    valueName: "stat=value"))
  var target: String?

  @OptionGroup var games: GameOptions

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try PokemonArguments.query(name.typed)
    _ = try goal()
  }

  /// `--target`'s stat and value.
  private func goal() throws -> (stat: String, value: Int)? {
    guard let target else { return nil }
    let (stat, value) = try StatSpread.pair(target, option: "--target", whole: target)
    return (stat, value)
  }

  func screen(from root: CompositionRoot) async throws -> StatSheet {
    let game = try await games.slug(in: root)
    let calculate = try root.calculateStats(asIn: game)
    do {
      return try await calculate(
        try PokemonArguments.query(name.typed), game: game, level: training.level,
        nature: try training.natureQuery(), training: try training.training(),
        target: try goal())
    } catch let problem as StatTrainingProblem {
      throw UsageFailure(message: Self.message(problem, game: game))
    }
  }

  /// The one line for training the game's formula does not take.
  static func message(_ problem: StatTrainingProblem, game: String?) -> String {
    let inGame = game.map { " in \"\($0)\"" } ?? ""
    switch problem {
    case .individualOutOfRange(let stat, let maximum):
      let what = maximum == 15 ? "a DV" : "an IV"
      return "--ivs: \(what) runs from 0 to \(maximum)\(inGame)"
        + (stat.map { " (\(StatNames.shortName(of: $0)))" } ?? "")
    case .effortOutOfRange(let stat, let maximum):
      let unit = maximum == 65_535 ? "stat experience" : "EVs"
      let most = maximum == 65_535 ? "65,535" : String(maximum)
      return "--evs: at most \(most) \(unit) a stat\(inGame) (\(StatNames.shortName(of: stat)))"
    case .effortTotalOutOfRange(let maximum):
      return "--evs: at most \(maximum) EVs in all"
    case .hpDeterminantGiven:
      return "--ivs: in generations I and II the HP DV is made of the other four; leave out hp"
    case .specialsDiffer:
      return "--ivs, --evs: in generations I and II spa and spd share one DV and one stat "
        + "experience; give spc once"
    case .specialNotSince:
      return "the one Special stat (spc) is generations I and II's: name spa or spd"
    case .naturesNotYet:
      return "natures came with generation III: leave out --nature\(inGame)"
    case .noSuchStat(let stat):
      return "--target: \(StatNames.shortName(of: stat)) is not a stat\(inGame)"
    }
  }
}
