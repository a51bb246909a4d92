import ArgumentParser
import Domain

/// The field of `damage`: weather, terrain, screens on the defender's side, a critical
/// hit, a double battle; and what PokeAPI does not say of the move (contact, hits).
struct DamageFieldOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The weather: sun, rain, sand or snow.", valueName: "weather"),
    completion: .list(["sun", "rain", "sand", "snow"]))
  var weather: String?

  @Option(help: ArgumentHelp(
    "The terrain: electric, grassy, misty or psychic (generation VI on).", valueName: "terrain"),
    completion: .list(["electric", "grassy", "misty", "psychic"]))
  var terrain: String?

  @Option(help: ArgumentHelp(
    "The screens up on the defender's side: reflect, light-screen, aurora-veil, or both.",
    valueName: "screens"), completion: .list(["reflect", "light-screen", "aurora-veil", "both"]))
  var screens: String?

  @Flag(help: "Work out a critical hit.")
  var crit = false

  @Flag(help: "A double battle: a move that hits every foe does ×0.75 (×0.5 in generation III).")
  var doubles = false

  @Option(help: ArgumentHelp(
    "How many times a multi-hit move hits (else 3 of 2–5, 5 with Skill Link, 4 with Loaded "
      + "Dice).", valueName: "n"))
  var hits: Int?

  @Flag(help: "The move makes contact (PokeAPI does not say which do): for Tough Claws and Fluffy.")
  var contact = false

  /// The rest is read, and refused, with the request (`DamageCommand.validate`).
  func validate() throws {
    if let hits, !(1...10).contains(hits) { throw ValidationError("--hits runs from 1 to 10") }
  }

  /// The field; its generation is set by the game worked out.
  func field() throws -> BattleField {
    let screens = try screens.map(BattleArguments.screens)
    return BattleField(
      weather: try weather.map(BattleArguments.weather),
      terrain: try terrain.map(BattleArguments.terrain), isDoubles: doubles, isCritical: crit,
      reflect: screens?.reflect ?? false, lightScreen: screens?.lightScreen ?? false,
      auroraVeil: screens?.auroraVeil ?? false)
  }
}
