import Domain
import PokedexTesting
import Presentation
import Testing

/// `pokecli team`: the defense table with its tallies, stars and shared weaknesses, what
/// the team hits, and the JSON.
@Suite("Team rendering")
struct TeamScreenTests {
  static let chart = TypeChart(
    generation: 9, types: [.fire, .water, .grass, .ground],
    factors: [[50, 50, 200, 100], [200, 50, 50, 200], [50, 200, 50, 200], [200, 100, 50, 100]])

  static func member(
    _ id: Int, _ name: String, types: [PokemonType], abilities: [String]) -> Pokemon {
    var pokemon = MinimalCard.make(id, name.lowercased(), name, types: types)
    pokemon.abilities = abilities.map {
      PokemonAbility(name: $0, displayName: $0.capitalized, isHidden: false, effect: nil)
    }
    return pokemon
  }

  static let sheet = TeamSheet(
    members: [
      member(437, "Bronzong", types: [.ground], abilities: ["levitate"]),
      member(94, "Gengar", types: [.fire], abilities: ["levitate", "cursed-body"]),
    ],
    attacks: [nil, nil], chart: chart)

  @Test func theTableTheStarsAndWhatTheyHit() {
    #expect(Self.sheet.leaving(["Swords Dance"]).text(width: 60) == """
      Defense  Bronzong   Gengar     Weak Resist
      Fire     ×1         ×½            0      1
      Water    ×2         ×2            2      0  ◆
      Grass    ×2         ×½            1      1
      Ground   ×0*        ×2*           1      1
      ◆ a weakness two or more members share and none resists
      * Bronzong: Ground ×0 (Levitate)
      * Gengar: Ground ×2, ×0 with Levitate

      What their types hit
        ×2  Fire Grass
        ×1  Water Ground
      Left out, as they do no damage: Swords Dance.

      """)
  }

  /// On a terminal each multiplier is coloured as the type chart colours it (×2 green,
  /// ×½ red, ×0 grey); without the colour's codes the text is the plain text.
  @Test func multipliersAreColouredAsTheChartColoursThem() throws {
    let coloured = Self.sheet.text(.ansi, width: 60)
    #expect(coloured.contains("\u{1B}[32m×2        \u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[31m×½        \u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[90m×0*       \u{1B}[0m"))
    #expect(coloured.contains("  \u{1B}[32m×2\u{1B}[0m  Fire Grass"))
    let codes = try Regex("\u{1B}\\[[0-9;]*m")
    #expect(coloured.replacing(codes, with: "") == Self.sheet.text(width: 60))
  }

  /// Moves that all do no damage hit nothing, which the section says in words.
  @Test func statusMovesAloneHitNothing() {
    let sheet = TeamSheet(
      members: [Self.member(437, "Bronzong", types: [.ground], abilities: [])], attacks: [[]],
      chart: Self.chart)
    let text = sheet.leaving(["Stealth Rock"]).text(width: 60)
    #expect(text.hasSuffix("""
      What their moves hit
        Nothing: none of the moves given does damage.
      Left out, as they do no damage: Stealth Rock.

      """))
  }

  @Test func noLineIsWiderThanAsked() {
    for width in [20, 33, 80] {
      for line in Self.sheet.text(width: width).split(separator: "\n") {
        #expect(TextLayout.width(String(line)) <= width, "\(width): \(line)")
      }
    }
  }

  @Test func json() {
    let json = Self.sheet.json()
    for expected in [
      #""type" : "ground""#, #""decidedBy" : "Levitate""#, #""unlessAbility" : "Levitate""#,
      #""unlessMultiplier" : 0"#, #""isShared" : true"#, #""weak" : 2"#, #""best" : 2"#,
      #""attackTypes" : ["#, #""harmlessMoves" : ["#, #""versionGroup" : null"#,
    ] {
      #expect(json.contains(expected), "\(expected)")
    }
  }
}

extension TeamSheet {
  /// The sheet with `moves` as the harmless moves given.
  func leaving(_ moves: [String]) -> Self {
    var sheet = self
    sheet.harmless = moves
    return sheet
  }
}
