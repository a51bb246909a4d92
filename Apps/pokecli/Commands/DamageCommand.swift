import ArgumentParser
import Domain
import Presentation

/// `pokecli damage <attacker> <move> <defender>`: the damage range, the sixteen rolls and
/// the verdict, as Smogon's calculator writes them, then the details.
struct DamageCommand: ScreenCommand {
  static let configuration = CommandConfiguration(
    commandName: "damage",
    abstract: "Work out the damage one Pokémon's move does to another, as Smogon's calculator does.",
    discussion: """
      The range in HP and in % of the defender's HP, the sixteen rolls, and the verdict \
      (guaranteed 2HKO, 52.3% chance to OHKO), from the built-in base stats, moves and \
      type charts. The attacker's set is given by the options' plain names (--evs \
      252atk --nature adamant --item choice-band); the defender's by the same names with \
      vs- (--vs-evs 252hp,4def --vs-item leftovers). Unless given: level 100, 31 IVs, no \
      EVs, no nature, no item, the Pokémon's first ability, full HP. What the calculator \
      does not count (docs/damage.md) is named when it is in play. With --game or \
      --generation, that game's stats, moves, chart and formula, from generation III on.

      Examples:
        pokecli damage garchomp earthquake heatran
        pokecli damage garchomp earthquake heatran --nature adamant --evs 252atk \\
            --vs-evs 252hp,4def --vs-item leftovers
        pokecli damage kingambit kowtow-cleave dragonite --boosts +1atk --tera dark
        pokecli damage landorus-therian rock-slide flutter-mane --doubles --json
        pokecli damage tyranitar stone-edge charizard --game heartgold --weather sand
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp("The attacking Pokémon, by name or number.", valueName: "attacker"),
    completion: CompletionWords.names(of: .pokemon))
  var attacker: String

  @Argument(help: ArgumentHelp("Its move, by name or number.", valueName: "move"),
    completion: CompletionWords.names(of: .move))
  var move: String

  @Argument(help: ArgumentHelp("The defending Pokémon, by name or number.", valueName: "defender"),
    completion: CompletionWords.names(of: .pokemon))
  var defender: String

  @OptionGroup(title: "The attacker") var attackerSide: DamageSideOptions<AttackerSide>

  @OptionGroup(title: "The defender") var defenderSide: DamageSideOptions<DefenderSide>

  @OptionGroup(title: "The field") var fieldOptions: DamageFieldOptions

  @OptionGroup var games: GameOptions

  @OptionGroup var output: OutputOptions

  /// Reads both sides and the field once, so that malformed text is refused (exit 64,
  /// naming the option) before anything is read.
  func validate() throws {
    _ = try request()
  }

  /// What the use case is asked.
  private func request() throws -> DamageRequest {
    var request = DamageRequest(
      attacker: try attackerSide.setUp(pokemon: try PokemonArguments.query(attacker)),
      move: try PokemonArguments.query(move, kind: .move),
      defender: try defenderSide.setUp(pokemon: try PokemonArguments.query(defender)))
    request.hits = fieldOptions.hits
    request.makesContact = fieldOptions.contact
    request.field = try fieldOptions.field()
    return request
  }

  func screen(from root: CompositionRoot) async throws -> DamageSheet {
    let game = try await games.slug(in: root)
    let calculate = try root.calculateDamage(asIn: game)
    do {
      return try await calculate(try request(), game: game)
    } catch let problem as DamageProblem {
      throw UsageFailure(message: Self.message(problem, game: game))
    }
  }

  /// The one line for a set-up the calculator cannot honour.
  static func message(_ problem: DamageProblem, game: String?) -> String {
    /// "; "platinum" is generation 4".
    func inGame(_ generation: Int) -> String {
      "; " + (game.map { "\"\($0)\" is" } ?? "this is") + " generation \(generation)"
    }
    switch problem {
    case .statusMove(let name):
      return "no damage from \(PokemonArguments.printable(name)): it is a status move"
    case .generationTooEarly(let number):
      return "damage is worked out from generation 3 on\(inGame(number))"
    case .training(let side, let problem):
      let message = StatsCommand.message(problem, game: game)
      guard side == .defender else { return message }
      return message.replacingEvery("--evs", with: "--vs-evs").replacingEvery("--ivs", with: "--vs-ivs")
    case .teraNotYet(let number):
      return "--tera: Terastallization came with generation 9\(inGame(number))"
    case .terrainNotYet(let number):
      return "--terrain: terrains came with generation 6\(inGame(number))"
    case .snowNotYet(let number):
      return "--weather snow came with generation 9 (hail before it changes no damage)\(inGame(number))"
    case .auroraVeilNotYet(let number):
      return "--screens aurora-veil came with generation 7\(inGame(number))"
    case .hitsOutOfRange(let move, let range):
      let times = range.lowerBound == range.upperBound
        ? (range.lowerBound == 1 ? "once" : "\(range.lowerBound) times")
        : "\(range.lowerBound) to \(range.upperBound) times"
      return "--hits: \(PokemonArguments.printable(move)) hits \(times)"
    }
  }
}
