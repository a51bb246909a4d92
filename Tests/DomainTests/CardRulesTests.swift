import CustomDump
import Domain
import Testing

@Suite("Card rules")
struct CardRulesTests {
  @Test func dualTypesMultiplyTheirDefenses() {
    let bug = DamageRelations(
      doubleDamageFrom: [.fire, .flying, .rock], halfDamageFrom: [.grass, .fighting, .ground],
      noDamageFrom: [])
    let steel = DamageRelations(
      doubleDamageFrom: [.fire, .fighting, .ground],
      halfDamageFrom: [.normal, .grass, .ice, .flying, .psychic, .bug, .rock, .dragon, .steel,
        .fairy],
      noDamageFrom: [.poison])
    let defenses = TypeDefenses(combining: [bug, steel])
    #expect(defenses.types(at: 4) == [.fire])
    #expect(defenses.types(at: 0.25) == [.grass])
    #expect(defenses.types(at: 0) == [.poison])
    #expect(defenses.multipliers[.fighting] == nil)
    #expect(defenses.levels == [4, 0.5, 0.25, 0])
  }

  @Test func flavorTextLosesThePrintingQuirksOfTheGames() {
    let raw = "When several of\nthese POKéMON\ngather, their\u{0C}electricity could\nbuild "
      + "and cause\nlightning storms. It lives in a POKé BALL. Ele\u{00AD}\ntric."
    #expect(
      FlavorText.clean(raw)
        == "When several of these Pokémon gather, their electricity could build and cause "
        + "lightning storms. It lives in a Poké Ball. Eletric.")
  }

  /// Some of PokeAPI's French texts write a line break out as a backslash and an `n`.
  @Test func aLineBreakWrittenOutIsALineBreak() {
    #expect(
      FlavorText.clean(#"les capacités\nde type Électrik"#)
        == "les capacités de type Électrik")
  }

  /// The rules' corners, as the text was cleaned before `clean` became one pass a step
  /// (checked then against every text of the built-in data, 201,273 of them).
  @Test(arguments: [
    ("-\n\n", "-"),
    ("\u{00AD}\u{00AD}\n", ""),
    ("Pok\u{00AD}-\nmon", "Pok-mon"),
    (#"a\\nb"#, #"a\ b"#),
    ("x\r\ny", "x y"),
    ("POKé\r\nBALL", "Poké Ball"),
    ("POKe\u{301}MON", "Pokémon"),
    ("  lead  \t trail  ", "lead trail"),
    ("a\u{A0}\u{301}b", "a\u{A0}\u{301}b"),
    ("漢\n字", "漢字"),
    ("漢\u{0C}かな\n字", "漢 かな 字"),
    // A text spaced once, with nothing the passes change, is left as it is; a run of
    // spaces, a space at an end, a backslash or an old capital is not.
    ("Restores 20 HP.", "Restores 20 HP."),
    ("Un Pokémon × 1,5 \u{301}x", "Un Pokémon × 1,5 \u{301}x"),
    ("a POKé", "a Poké"),
    ("POK", "POK"),
    ("a  b", "a b"),
    (" a", "a"),
    ("a ", "a"),
    (#"a\nb"#, "a b"),
    ("tab\tand\u{A0}nbsp", "tab and nbsp"),
    ("", ""),
  ])
  func flavorTextCorners(raw: String, clean: String) {
    #expect(FlavorText.clean(raw) == clean)
  }

  @Test func theNewestEntryIsShownUnlessAGameIsChosenInAnySpelling() {
    var pokemon = Self.card
    pokemon.pokedexEntries = [
      PokedexEntry(game: "red", gameOrder: 1, text: "Red text"),
      PokedexEntry(game: "firered", gameOrder: 10, text: "FireRed text"),
      PokedexEntry(game: "legends-arceus", gameOrder: 39, text: "Arceus text"),
    ]
    #expect(pokemon.pokedexEntry()?.text == "Arceus text")
    #expect(pokemon.pokedexEntry(game: "Fire Red")?.text == "FireRed text")
    #expect(pokemon.pokedexEntry(game: "Legends: Arceus")?.text == "Arceus text")
    #expect(pokemon.pokedexEntry(game: "gold") == nil)
  }

  @Test func heightAndWeightAreGivenInMetresAndKilograms() {
    #expect(Self.card.heightMetres == 0.4)
    #expect(Self.card.weightKilograms == 6.0)
  }

  @Test func statLabelsAreTheGamesShortOnes() {
    expectNoDifference(
      ["hp", "attack", "special-attack", "special-defense", "speed"]
        .map { BaseStat(name: $0, value: 1).label },
      ["HP", "Attack", "Sp. Atk", "Sp. Def", "Speed"])
  }

  static let card = Pokemon(
    summary: PokemonSummary(
      id: 25, name: "pikachu", displayName: "Pikachu", speciesID: 25, types: [.electric]),
    genus: "Mouse Pokémon", generation: 1, rarity: .ordinary, heightDecimetres: 4,
    weightHectograms: 60, abilities: [], stats: [], typeDefenses: TypeDefenses(multipliers: [:]),
    pokedexEntries: [], evolution: nil, forms: [])
}
