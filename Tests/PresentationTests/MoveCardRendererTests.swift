import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Move card rendering")
struct MoveCardRendererTests {
  @Test(arguments: [40, 80])
  func plainCards(width: Int) {
    for (name, move) in SampleMoves.all {
      assertSnapshot(
        of: render(move, width: width), as: .readableLines, named: "\(name)-\(width)")
    }
  }

  @Test(arguments: [40, 80])
  func colouredCards(width: Int) {
    for (name, move) in SampleMoves.all {
      assertSnapshot(
        of: render(move, theme: .ansi, width: width), as: .readableLines,
        named: "\(name)-\(width)")
    }
  }

  @Test(arguments: [20, 32, 40, 60, 80, 120])
  func noLineIsWiderThanTheWidth(width: Int) {
    for (_, move) in SampleMoves.all {
      for theme in [Theme.plain, .ansi] {
        for line in render(move, theme: theme, width: width).split(separator: "\n") {
          #expect(ANSI.strip(String(line)).count <= width, "\(line)")
        }
      }
    }
  }

  @Test func anOlderGamesDescriptionCanBeChosenByGameOrGroup() {
    for game in ["red", "blue", "red-blue"] {
      let card = render(SampleMoves.thunderbolt, width: 80, game: game)
      #expect(card.contains("Red and Blue\n  An electrical attack that may paralyze the foe."))
      #expect(!card.contains("A strong electric blast"))
    }
    let none = render(SampleMoves.thunderbolt, width: 80, game: "crystal")
    #expect(none.contains("Description\n  none from Crystal"))
  }

  @Test func jsonHasStableFieldNamesAndNulls() {
    assertSnapshot(
      of: MoveCard(move: SampleMoves.thunderbolt).json(), as: .lines, named: "thunderbolt")
    assertSnapshot(
      of: MoveCard(move: SampleMoves.breakneckBlitz).json(), as: .lines, named: "breakneck-blitz")
  }

  private func render(
    _ move: Move, theme: Theme = .plain, width: Int, game: String? = nil
  ) -> String {
    MoveCard(move: move, game: game).text(theme, width: width)
  }
}
