import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@MainActor
@Suite("PokemonDetail rendering")
struct PokemonDetailRendererTests {
  static let cards: [(String, Pokemon)] = [
    ("pikachu", SampleCards.pikachu), ("eevee", SampleCards.eevee),
    ("mr-mime", SampleCards.mrMime), ("giratina", SampleCards.giratina),
    ("mew", SampleCards.mew), ("tauros", SampleCards.tauros),
    ("wooper", SampleCards.wooper), ("annihilape", SampleCards.annihilape),
  ]

  @Test(arguments: [40, 80])
  func plainCards(width: Int) {
    for (name, card) in Self.cards {
      assertSnapshot(
        of: render(card, width: width), as: .readableLines, named: "\(name)-\(width)")
    }
  }

  @Test(arguments: [40, 80])
  func colouredCards(width: Int) {
    for (name, card) in Self.cards {
      assertSnapshot(
        of: render(card, theme: .ansi, width: width), as: .readableLines, named: "\(name)-\(width)")
    }
  }

  @Test(arguments: [20, 32, 40, 60, 80, 120])
  func noLineIsWiderThanTheWidth(width: Int) {
    for (_, card) in Self.cards {
      for theme in [Theme.plain, .ansi] {
        for line in render(card, theme: theme, width: width).split(separator: "\n") {
          #expect(ANSI.strip(String(line)).count <= width, "\(line)")
        }
      }
    }
  }

  /// Pikachu as it was in Red and Blue: a line says so, its abilities are said not to
  /// exist yet, and its stats have one Special.
  @Test func aCardAsItWasInAnOlderGameSaysSo() {
    var pikachu = SampleCards.pikachu
    pikachu.past = [PokemonPastValues(lastGeneration: 1, stats: [BaseStat(name: "special", value: 50)])]
    let red = GameGroup(slug: "red-blue", order: 3, versions: ["red", "blue"], generation: 1)
    let told = pikachu.asItWas(in: red)
    let lines = render(told, width: 80).components(separatedBy: "\n")
    #expect(lines.prefix(15).joined(separator: "\n") == """
      #0025  Pikachu  Electric
      Mouse Pokémon · Generation I
      Height 0.4 m · Weight 6.0 kg
      Types, abilities and stats as in Red and Blue

      Abilities
        none: abilities came with generation III

      Base stats
        HP       35  ███████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Attack   55  ███████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Defense  40  ████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Special  50  ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Speed    90  ██████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Total   270
      """)
  }

  @Test func loadingSaysWhatIsComing() {
    let state = PokemonDetail.State(query: .name("pikachu"), status: .loading)
    #expect(text(state) == """
      loading "pikachu"…

      """)
  }

  @Test func aFailureIsOneLineWithTheSuggestion() {
    let state = PokemonDetail.State(
      query: .name("pikachuu"),
      status: .failed(.entryNotFound(.pokemon, .name("pikachuu"), suggestions: ["pikachu", "pichu"])))
    #expect(text(state) == """
      could not load "pikachuu": no Pokémon named "pikachuu" — did you mean "pikachu"
      or "pichu"?

      """)
  }

  @Test func anOlderGamesEntryCanBeChosen() {
    var card = SampleCards.pikachu
    card.pokedexEntries.append(PokedexEntry(
      game: "red", gameOrder: 1,
      text: "When several of these Pokémon gather, their electricity could build and cause "
        + "lightning storms."))
    let state = PokemonDetail.State(query: .number(25), game: "Red", status: .loaded(card))
    let text = text(state, width: 60)
    #expect(text.contains("Pokédex entry · Red\n  When several of these Pokémon gather"))
  }

  @Test func jsonHasStableFieldNames() {
    let state = PokemonDetail.State(query: .name("mew"), status: .loaded(SampleCards.mew))
    #expect(PokemonCard(state: state).json() == """
      {
        "abilities" : [
          {
            "displayName" : "Synchronize",
            "isHidden" : false,
            "name" : "synchronize",
            "shortEffect" : "Copies burns, paralysis and poison."
          }
        ],
        "baseHappiness" : 100,
        "captureRate" : 45,
        "displayName" : "Mew",
        "effortYield" : [
          {
            "label" : "HP",
            "name" : "hp",
            "value" : 3
          }
        ],
        "eggGroups" : [
          "Undiscovered"
        ],
        "encounters" : null,
        "evolution" : {
          "displayName" : "Mew",
          "evolvesTo" : [

          ],
          "name" : "mew",
          "requirements" : null,
          "speciesId" : 151
        },
        "forms" : [
          {
            "displayName" : "Mew",
            "isDefault" : true,
            "name" : "mew",
            "versionGroup" : null
          }
        ],
        "genderRate" : -1,
        "generation" : 1,
        "genus" : "New Species Pokémon",
        "growthRate" : "Medium Slow",
        "hatchSteps" : 30840,
        "heightMetres" : 0.4,
        "id" : 151,
        "learnset" : null,
        "name" : "mew",
        "pastValues" : [

        ],
        "pokedexEntry" : {
          "text" : "When viewed through a microscope, this Pokémon’s short, fine, delicate hair can be seen.",
          "version" : "legends-arceus"
        },
        "pokedexNumbers" : {

        },
        "rarity" : "mythical",
        "speciesId" : 151,
        "sprites" : {
          "female" : null,
          "front" : "https://img.test/pokemon/151.png",
          "shiny" : "https://img.test/pokemon/shiny/151.png",
          "shinyFemale" : null
        },
        "statTotal" : 600,
        "stats" : [
          {
            "label" : "HP",
            "name" : "hp",
            "value" : 100
          },
          {
            "label" : "Attack",
            "name" : "attack",
            "value" : 100
          },
          {
            "label" : "Defense",
            "name" : "defense",
            "value" : 100
          },
          {
            "label" : "Sp. Atk",
            "name" : "special-attack",
            "value" : 100
          },
          {
            "label" : "Sp. Def",
            "name" : "special-defense",
            "value" : 100
          },
          {
            "label" : "Speed",
            "name" : "speed",
            "value" : 100
          }
        ],
        "typeDefenses" : {
          "bug" : 2,
          "dark" : 2,
          "fighting" : 0.5,
          "ghost" : 2,
          "psychic" : 0.5
        },
        "types" : [
          "psychic"
        ],
        "versionGroup" : null,
        "weightKilograms" : 4
      }

      """)
  }

  @Test func printingLoadsThroughTheStoreThenSaysThePokemonCameLater() async throws {
    var later = SampleCards.pikachu
    later.generation = 4
    later.asIn = GameGroup(slug: "red-blue", order: 1, generation: 1)
    let state = PokemonDetail.State(query: .number(25), game: "red", status: .loaded(later))
    let store = MockStore<PokemonDetail.State, PokemonDetail.Action>(state: state)
    let printout = await OneShotView(card: store, hints: NoHints()).print(.json)
    #expect(store.sentActions == [.task])
    #expect(printout.failed)
    let failure = try #require(printout.failure)
    #expect(failure.hasPrefix("Pikachu did not exist yet in \"red\": it came with generation IV"))
  }

  /// A form that came after the game asked for, its species before it: the form's group
  /// is named, and no games with entries (those are its species').
  @Test func aFormThatCameLaterSaysWhichGamesIntroducedIt() throws {
    var alolan = SampleCards.pikachu
    alolan.summary = PokemonSummary(
      id: 10099, name: "pikachu-alola-cap", displayName: "Pikachu (Alola Cap)", speciesID: 25,
      types: [.electric])
    alolan.asIn = GameGroup(slug: "red-blue", order: 1, generation: 1)
    alolan.forms = [
      PokemonForm(
        name: "pikachu-alola-cap", displayName: "Pikachu (Alola Cap)", isDefault: false,
        introducedIn: GameGroup(slug: "sun-moon", order: 17, generation: 7))
    ]
    let state = PokemonDetail.State(query: .number(10099), game: "red", status: .loaded(alolan))
    let notYet = try #require(state.notYetInGame)
    #expect(notYet.message == """
      Pikachu (Alola Cap) did not exist yet in "red": it came with "sun-moon" (generation VII)
      """)
    alolan.asIn = GameGroup(slug: "sun-moon", order: 17, generation: 7)
    #expect(PokemonDetail.State(query: .number(10099), game: "sun", status: .loaded(alolan))
      .notYetInGame == nil)
  }

  /// A game with no entry from it still shows the card, its entry section saying so.
  @Test func aGameWithoutAnEntrySaysSoAndNamesTheNewest() {
    let state = PokemonDetail.State(
      query: .number(25), game: "gold", status: .loaded(SampleCards.pikachu))
    #expect(text(state).contains("""
      Pokédex entry
        PokeAPI has no entry from Gold; the newest is from Legends: Arceus.
      """))
  }

  private func text(_ state: PokemonDetail.State, width: Int = 80) -> String {
    PokemonDetailRenderer.render(state, theme: .plain, width: width, hints: StubHints())
  }

  private func render(_ card: Pokemon, theme: Theme = .plain, width: Int) -> String {
    let state = PokemonDetail.State(query: .name(card.summary.name), status: .loaded(card))
    return PokemonDetailRenderer.render(state, theme: theme, width: width, hints: StubHints())
  }
}
