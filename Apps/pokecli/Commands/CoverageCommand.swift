import ArgumentParser
import Domain
import Presentation

/// `pokecli coverage <move|type>…`: what one to four attacks hit, and who resists them all.
struct CoverageCommand: ScreenCommand {
  static let configuration = CommandConfiguration(
    commandName: "coverage",
    abstract: "Check what up to four moves or types hit, and which Pokémon resist them all.",
    discussion: """
      Every type, and every pair of types a Pokémon of the game has, by the best the set \
      does to it (×4 ×2 ×1 ×½ ×¼ ×0); then the fully evolved Pokémon that take less than \
      ×1 from all of it, abilities counted (Levitate, Flash Fire, Water Absorb, Thick \
      Fat, Wonder Guard…) and named where they decide it. Freeze-Dry, Flying Press and \
      Thousand Arrows hit as they do in the games; other moves by the type PokeAPI gives \
      them (Weather Ball is Normal, Seismic Toss is weighed as a Fighting move). Status \
      moves are left out, and said so. A name that is both a type and a move (psychic) is \
      the type. Read from the built-in data.

      Examples:
        pokecli coverage earthquake ice-beam
        pokecli coverage ice ground
        pokecli coverage thunderbolt surf --game red
        pokecli coverage moonblast flamethrower --json
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("One to four moves or types, each by name (or a move by number).",
      valueName: "move|type"),
    completion: CompletionWords.names(of: .move))
  var attacks: [String] = []

  @OptionGroup var games: GameOptions

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try asked()
  }

  /// Each argument as a type when it names one, else as a move.
  private func asked() throws -> [CheckCoverage.Attack] {
    try PokemonArguments.checkCount(attacks, 1...4, "to check", noun: "moves or types")
    return try attacks.map { text in
      if let type = TypeArgument.resolved(text) { return .type(type) }
      return .move(try PokemonArguments.query(text, kind: .move))
    }
  }

  func screen(from root: CompositionRoot) async throws -> CoverageSheet {
    let game = try await games.slug(in: root)
    let check = try root.checkCoverage(asIn: game)
    do {
      return try await check(try asked(), game: game)
    } catch CoverageProblem.noMatchups(let type) {
      throw CommandFailure(
        message: "\(DisplayName.titleCased(type.slug)) has no place in the type chart: "
          + "name a type of the chart, or a move")
    } catch CoverageProblem.nothingHits(let moves) {
      let names = moves.map { PokemonArguments.printable($0) }.joined(separator: ", ")
      let verb = moves.count == 1 ? "does" : "do"
      throw CommandFailure(message: "\(names) \(verb) no damage: name a damaging move or a type")
    }
  }
}
