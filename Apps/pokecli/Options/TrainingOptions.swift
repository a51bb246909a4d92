import ArgumentParser
import Domain

/// A Pokémon's level, nature and training as players give them (`stats`): `--level`,
/// `--nature`, `--evs 252spe,4hp` and `--ivs 31` (`StatSpread`). Their ranges depend on
/// the game's formula and are checked with it (`StatTraining`).
struct TrainingOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The level, 1 to 100.", valueName: "n"))
  var level = 100

  @Option(
    help: ArgumentHelp("The nature (jolly, adamant…); none by default.", valueName: "nature"),
    completion: CompletionWords.natures)
  var nature: String?

  @Option(help: Self.evsHelp)
  var evs: String?

  @Option(help: Self.ivsHelp)
  var ivs: String?

  static let evsHelp = ArgumentHelp(
    "EVs (stat experience in generations I and II), such as 252spe,252atk,4hp; 0 for a "
      + "stat not named.", valueName: "spread")

  static let ivsHelp = ArgumentHelp(
    "IVs (DVs in generations I and II): one number for every stat (31), stats and numbers "
      + "(0atk,30spa), or both (0,31spe); the highest for a stat not named.",
    valueName: "spread")

  func validate() throws {
    guard (1...100).contains(level) else { throw ValidationError("--level runs from 1 to 100") }
    _ = try natureQuery()
    _ = try training()
  }

  /// The nature named, as a query; `nil` for none.
  func natureQuery() throws -> EntryQuery? {
    try nature.map { try PokemonArguments.query($0, kind: .nature) }
  }

  /// `--evs` and `--ivs` by stat slug.
  func training() throws -> StatTraining {
    let individual = try ivs.map { try StatSpread.parse($0, option: "--ivs", allowsEvery: true) }
    let effort = try evs.map { try StatSpread.parse($0, option: "--evs", allowsEvery: false) }
    return StatTraining(
      individual: individual?.values ?? [:], everyIndividual: individual?.every,
      effort: effort?.values ?? [:])
  }
}
