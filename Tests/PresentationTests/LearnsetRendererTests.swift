import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Learnset rendering")
struct LearnsetRendererTests {
  static let scarletViolet = SampleMoves.scarletViolet

  static func move(
    _ id: Int, _ name: String, _ type: PokemonType, _ damageClass: String, _ power: Int?,
    _ accuracy: Int?, _ pp: Int
  ) -> MoveSummary {
    MoveSummary(
      id: id, name: name, displayName: DisplayName.titleCased(name), type: type,
      damageClass: damageClass, power: power, accuracy: accuracy, pp: pp)
  }

  /// A few of Pikachu's moves in Scarlet and Violet, one or two of each way.
  static let pikachu = Learnset(
    game: scarletViolet, games: [SampleMoves.redBlue, scarletViolet],
    moves: [
      LearnedMove(
        move: move(84, "thunder-shock", .electric, "special", 40, 100, 30),
        method: "level-up", level: 1, machine: nil),
      LearnedMove(
        move: move(86, "thunder-wave", .electric, "status", nil, 90, 20), method: "level-up",
        level: 4, machine: nil),
      LearnedMove(
        move: move(85, "thunderbolt", .electric, "special", 90, 100, 15), method: "level-up",
        level: 36, machine: nil),
      LearnedMove(
        move: move(36, "take-down", .normal, "physical", 90, 85, 20), method: "machine",
        level: nil, machine: "tm001"),
      LearnedMove(
        move: move(85, "thunderbolt", .electric, "special", 90, 100, 15), method: "machine",
        level: nil, machine: "tm126"),
      LearnedMove(
        move: move(204, "charm", .fairy, "status", nil, 100, 20), method: "egg", level: nil,
        machine: nil),
      LearnedMove(
        move: move(9, "thunder-punch", .electric, "physical", 75, 100, 15), method: "tutor",
        level: nil, machine: nil),
    ])

  /// Mew learns every machine, so a long table: a handful stands for it.
  static let mew = Learnset(
    game: SampleMoves.redBlue, games: [SampleMoves.redBlue],
    moves: [
      LearnedMove(
        move: move(1, "pound", .normal, "physical", 40, 100, 35), method: "level-up", level: 1,
        machine: nil),
      LearnedMove(
        move: move(144, "transform", .normal, "status", nil, nil, 10), method: "level-up",
        level: 10, machine: nil),
      LearnedMove(
        move: move(5, "mega-punch", .normal, "physical", 80, 85, 20), method: "machine",
        level: nil, machine: "tm01"),
      LearnedMove(
        move: move(57, "surf", .water, "special", 90, 100, 15), method: "machine", level: nil,
        machine: "hm03"),
    ])

  @Test(arguments: [40, 80])
  func learnsets(width: Int) {
    for (name, learnset) in [("pikachu", Self.pikachu), ("mew", Self.mew)] {
      for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
        assertSnapshot(
          of: render(learnset, theme: theme, width: width), as: .readableLines,
          named: "\(name)-\(themeName)-\(width)")
      }
    }
  }

  @Test(arguments: [20, 32, 40, 60, 80, 120])
  func noLineIsWiderThanTheWidth(width: Int) {
    for learnset in [Self.pikachu, Self.mew] {
      for theme in [Theme.plain, .ansi] {
        for line in render(learnset, theme: theme, width: width).split(separator: "\n") {
          #expect(ANSI.strip(String(line)).count <= width, "\(line)")
        }
      }
    }
  }

  @Test func aMethodNarrowsToItsTable() {
    let eggs = render(Self.pikachu, width: 80, method: "egg")
    #expect(eggs == """
      Moves in Scarlet and Violet

      Egg moves
        Move   Type   Class   Power  Acc.  PP
        Charm  Fairy  Status      —  100%  20

      """)
    #expect(render(Self.mew, width: 80, method: "egg")
      == "Moves in Red and Blue\n  no egg moves\n")
  }

  @Test func aGameWithoutMovesNamesTheGamesThatHaveThem() {
    let absent = Learnset(game: nil, games: [SampleMoves.scarletViolet], moves: [])
    #expect(render(absent, width: 80, game: "red")
      == "Sprigatito learns no moves in Red; it learns moves in Scarlet and Violet.\n")
  }

  private func render(
    _ learnset: Learnset, theme: Theme = .plain, width: Int, game: String? = nil,
    method: String? = nil
  ) -> String {
    LearnsetRenderer.render(
      learnset, request: LearnsetRequest(query: .name("sprigatito"), game: game, method: method),
      pokemon: learnset.moves.isEmpty && learnset.game == nil ? "Sprigatito" : "Pikachu",
      theme: theme, width: width)
  }
}
