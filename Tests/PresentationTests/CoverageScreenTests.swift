@testable import Domain
import PokedexTesting
import Presentation
import Testing

/// `pokecli coverage`: the types by the best the set does, the pairs counted and those
/// under ×1 named, the resisters with the abilities that decide it; and the JSON.
@Suite("Coverage rendering")
struct CoverageScreenTests {
  static let sheet = CoverageSheet(
    attacks: [
      CoverageAttack(type: .ground, move: "earthquake", moveName: "Earthquake"),
      CoverageAttack(type: .water),
    ],
    game: nil,
    chart: TypeChart(
      generation: 9, types: [.water, .grass, .ground, .flying],
      factors: [
        [50, 50, 200, 100],  // Water against water, grass, ground, flying
        [200, 50, 200, 50],  // Grass
        [100, 50, 100, 0],  // Ground
        [100, 200, 100, 100],  // Flying
      ]),
    roster: [
      RosterExamples.member(3, "Venusaur", [.grass], ["overgrow"]),
      RosterExamples.member(130, "Gyarados", [.water, .flying], ["intimidate"]),
      RosterExamples.member(479, "Wash Rotom", [.water], ["levitate"]),
      RosterExamples.member(1001, "Floatfish", [.water], ["levitate", "swift-swim"]),
      RosterExamples.member(195, "Quagsire", [.water, .ground], ["water-absorb", "damp"]),
      RosterExamples.member(272, "Ludicolo", [.water, .grass], ["swift-swim"]),
    ])

  @Test func typesPairsAndResisters() {
    #expect(Self.sheet.leaving(["Swords Dance"]).text(width: 60) == """
      Earthquake (Ground) · Water
      Left out, as they do no damage: Swords Dance.

      Each type, by the best it takes
        ×2  Ground
        ×1  Water Flying
        ×½  Grass

      The 3 pairs of types Pokémon have
        ×1 1 · ×½ 2
        Under ×1:
        ×½  Water/Grass, Water/Flying

      Fully evolved Pokémon that resist it all: 5 of 6
        ×½  Venusaur, Gyarados, Wash Rotom (Levitate),
            Floatfish (with Levitate), Ludicolo
      (an ability): every one of them has it; (with an ability):
      only those that have it

      """)
  }

  /// On a terminal each multiplier is coloured as the type chart colours it; without the
  /// colour's codes the text is the plain text.
  @Test func multipliersAreColouredAsTheChartColoursThem() throws {
    let coloured = Self.sheet.text(.ansi, width: 60)
    #expect(coloured.contains("  \u{1B}[32m×2\u{1B}[0m  Ground"))
    #expect(coloured.contains("  \u{1B}[31m×½\u{1B}[0m  Venusaur"))
    let codes = try Regex("\u{1B}\\[[0-9;]*m")
    #expect(coloured.replacing(codes, with: "") == Self.sheet.text(width: 60))
  }

  @Test func noLineIsWiderThanTheWidth() {
    for width in 20...90 {
      let text = Self.sheet.leaving(["Swords Dance"]).text(width: width)
      for line in text.split(separator: "\n") {
        #expect(TextLayout.width(String(line)) <= width, "\(width): \(line)")
      }
    }
  }

  @Test func json() {
    let json = Self.sheet.json()
    for expected in [
      #""fullyEvolvedCount" : 6"#, #""move" : "earthquake""#, #""moveName" : null"#,
      #""abilities" : ["#, #""isEveryOne" : true"#, #""versionGroup" : null"#,
      #""harmlessMoves" : ["#,
    ] {
      #expect(json.contains(expected), "\(expected)")
    }
  }
}

extension CoverageSheet {
  /// The sheet with `moves` as the harmless moves given.
  func leaving(_ moves: [String]) -> Self {
    var sheet = self
    sheet.harmless = moves
    return sheet
  }
}
