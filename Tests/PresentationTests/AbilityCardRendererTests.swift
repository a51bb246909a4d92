import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Ability card rendering")
struct AbilityCardRendererTests {
  @Test(arguments: [40, 80])
  func plainCards(width: Int) {
    for (name, ability) in SampleAbilities.all {
      assertSnapshot(
        of: render(ability, width: width), as: .readableLines, named: "\(name)-\(width)")
    }
  }

  @Test(arguments: [40, 80])
  func colouredCards(width: Int) {
    for (name, ability) in SampleAbilities.all {
      assertSnapshot(
        of: render(ability, theme: .ansi, width: width), as: .readableLines,
        named: "\(name)-\(width)")
    }
  }

  @Test(arguments: [20, 32, 40, 60, 80, 120])
  func noLineIsWiderThanTheWidth(width: Int) {
    for (_, ability) in SampleAbilities.all {
      for theme in [Theme.plain, .ansi] {
        for line in render(ability, theme: theme, width: width).split(separator: "\n") {
          #expect(ANSI.strip(String(line)).count <= width, "\(line)")
        }
      }
    }
  }

  @Test func theHoldersFillTheLineInNumberOrderWithTheHiddenOnesMarked() {
    let card = render(SampleAbilities.staticAbility, width: 80)
    #expect(card.hasSuffix(
      """
      Pokémon
        #0025 Pikachu                #0026 Raichu
        #0145 Zapdos (hidden)        #0921 Pawmi
        #10094 Original Cap Pikachu

      """))
    #expect(card.contains("#0145 Zapdos (hidden)"))
    #expect(card.contains("Generation III · 5 Pokémon (1 as a hidden ability)\n"))
  }

  @Test func anOlderGamesDescriptionCanBeChosenByGameOrGroup() {
    for game in ["ruby", "sapphire", "ruby-sapphire"] {
      let card = render(SampleAbilities.staticAbility, width: 80, game: game)
      #expect(card.contains("Ruby and Sapphire\n  Paralyzes on contact."))
    }
    let none = render(SampleAbilities.staticAbility, width: 80, game: "red")
    #expect(none.contains("Description\n  none from Red"))
  }

  /// Told as in a game older than the ability, the card says the ability came later.
  @Test func aGameOlderThanTheAbilitySaysItCameLater() {
    let red = GameGroup(slug: "red-blue", order: 3, versions: ["red", "blue"], generation: 1)
    let told = SampleAbilities.staticAbility.asItWas(in: red)
    #expect(render(told, width: 80, game: "red").contains(
      "Generation III · 5 Pokémon (1 as a hidden ability)\n"
        + "Not yet in Red and Blue: it came with generation III\n"))
    #expect(AbilityCard(told, game: "red").json().contains("\"versionGroup\" : \"red-blue\""))
    let ruby = GameGroup(slug: "ruby-sapphire", order: 5, versions: ["ruby"], generation: 3)
    #expect(!render(SampleAbilities.staticAbility.asItWas(in: ruby), width: 80).contains("Not yet"))
  }

  /// Told as in a game it had come by, the card says whose holders it lists: the game's,
  /// or today's where its source names no past holders.
  @Test func aGameItHadComeBySaysWhoseHoldersTheCardLists() {
    let ruby = GameGroup(slug: "ruby-sapphire", order: 5, versions: ["ruby"], generation: 3)
    var known = SampleAbilities.staticAbility
    known.holdings = known.holders.filter { !$0.isHidden }
    #expect(render(known.asItWas(in: ruby), width: 80).contains(
      "Generation III · 4 Pokémon\nPokémon as in Ruby\n"))
    #expect(render(SampleAbilities.staticAbility.asItWas(in: ruby), width: 80).contains(
      "\nPokémon as today: this source names no past holders\n"))
    #expect(!render(SampleAbilities.staticAbility, width: 80).contains("Pokémon as"))
  }

  @Test func jsonHasStableFieldNamesAndNulls() {
    assertSnapshot(
      of: AbilityCard(SampleAbilities.lightningRod).json(), as: .readableLines,
      named: "json")
    let older = AbilityCard(SampleAbilities.staticAbility, game: "ruby").json()
    #expect(older.contains("\"versionGroup\" : \"ruby-sapphire\""))
  }

  private func render(
    _ ability: Ability, theme: Theme = .plain, width: Int, game: String? = nil
  ) -> String {
    AbilityCard(ability, game: game).text(theme, width: width)
  }
}
