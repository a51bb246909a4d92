import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Move list and learners rendering")
struct MoveListRendererTests {
  static func row(
    _ id: Int, _ name: String, _ type: PokemonType?, _ damageClass: String?, _ power: Int?,
    _ accuracy: Int?, _ pp: Int?, priority: Int = 0
  ) -> MoveRow {
    MoveRow(
      move: MoveSummary(
        id: id, name: name, displayName: DisplayName.titleCased(name), type: type,
        damageClass: damageClass, power: power, accuracy: accuracy, pp: pp),
      priority: priority, generation: 1)
  }

  /// The first page of 4 out of 937: a status move, a move with negative priority, one
  /// without type or class (a Shadow move) and a long name.
  static let page = Page(
    items: [
      row(18, "whirlwind", .normal, "status", nil, nil, 20, priority: -6),
      row(85, "thunderbolt", .electric, "special", 90, 100, 15),
      row(98, "quick-attack", .normal, "physical", 40, 100, 30, priority: 1),
      row(719, "10000000-volt-thunderbolt", .electric, "special", 195, nil, 1),
      row(10001, "shadow-rush", nil, nil, nil, nil, nil),
    ],
    offset: 0, limit: 5, totalCount: 937)

  @Test(arguments: [40, 80])
  func aPage(width: Int) {
    for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
      assertSnapshot(
        of: render(Self.page, theme: theme, width: width), as: .readableLines,
        named: "page-\(themeName)-\(width)")
    }
  }

  @Test(arguments: [20, 32, 40, 60, 80, 120])
  func noLineIsWiderThanTheWidthButTheCommand(width: Int) {
    for theme in [Theme.plain, .ansi] {
      let lines = render(Self.page, theme: theme, width: width).split(separator: "\n")
      for line in lines where !ANSI.strip(String(line)).hasPrefix("<page") {
        #expect(ANSI.strip(String(line)).count <= width, "\(line)")
      }
    }
  }

  @Test func theNextPageCommandIsNeverBroken() {
    let text = render(Self.page, width: 20)
    #expect(text.hasSuffix("\nNext page:\n<page at 5, 5 rows>\n"))
  }

  @Test func nothingMatchingSaysSoInOneLine() {
    #expect(render(Page(items: [], offset: 0, limit: 20, totalCount: 0), width: 80)
      == "no move matches\n")
  }

  // MARK: - Who learns a move

  static let learners = MoveLearners(
    game: SampleMoves.scarletViolet, games: [SampleMoves.redBlue, SampleMoves.scarletViolet],
    learners: [
      learner(25, "pikachu", "level-up", level: 36),
      learner(25, "pikachu", "machine", machine: "tm126"),
      learner(125, "electabuzz", "level-up", level: 0),
      learner(172, "pichu", "egg"),
      learner(10094, "pikachu-original-cap", "machine", machine: "tm126"),
    ])

  static func learner(
    _ id: Int, _ name: String, _ method: String, level: Int? = nil, machine: String? = nil
  ) -> MoveLearner {
    MoveLearner(
      pokemonID: id, pokemon: name, displayName: DisplayName.titleCased(name), method: method,
      level: level, machine: machine)
  }

  @Test(arguments: [40, 80])
  func whoLearnsAMove(width: Int) {
    for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
      assertSnapshot(
        of: MoveLearnersRenderer.render(
          Self.learners, move: "Thunderbolt", asked: nil, method: nil, theme: theme,
          width: width),
        as: .readableLines, named: "learners-\(themeName)-\(width)")
    }
  }

  @Test func eachPokemonIsOneRowWithEveryWayItLearnsTheMove() {
    let text = MoveLearnersRenderer.render(
      Self.learners, move: "Thunderbolt", asked: nil, method: nil, theme: .plain, width: 80)
    #expect(text.hasPrefix("Learned in Scarlet and Violet by 4 Pokémon\n"))
    #expect(text.contains("  #0025   Pikachu               Lv. 36, TM126\n"))
    #expect(text.contains("  #0125   Electabuzz            on evolving\n"))
  }

  @Test func noLearnerNamesTheGamesThatHaveSome() {
    let none = MoveLearners(game: nil, games: [SampleMoves.redBlue], learners: [])
    #expect(
      MoveLearnersRenderer.render(
        none, move: "Thunderbolt", asked: "scarlet", method: "egg", theme: .plain, width: 100)
        == "No Pokémon learns Thunderbolt as an egg move in Scarlet; some do in Red and Blue.\n")
    let never = MoveLearners(game: nil, games: [], learners: [])
    #expect(
      MoveLearnersRenderer.render(
        never, move: "Shadow Rush", asked: nil, method: nil, theme: .plain, width: 80)
        == "No Pokémon learns Shadow Rush in any game PokeAPI knows.\n")
  }

  private func render(
    _ rows: Page<MoveRow>,
    theme: Theme = .plain, width: Int, page: PageRequest = PageRequest(offset: 0, limit: 5)
  ) -> String {
    PagedList(page: rows, request: page, layout: .moves)
      .text(theme, width: width, hints: StubHints())
  }
}
