import Domain
import PokedexTesting
import Presentation
import Testing

/// `pokecli compare`: a column a Pokémon, the highest stat of each row marked, Speed at
/// levels 50 and 100, the defenses that differ from ×1, and the JSON.
@Suite("Compare rendering")
struct CompareScreenTests {
  static func pokemon(
    _ id: Int, _ name: String, types: [PokemonType], stats: [Int],
    abilities: [(String, Bool)], eggGroups: [String], defenses: [PokemonType: Double]
  ) -> Pokemon {
    var pokemon = MinimalCard.make(id, name.lowercased(), name, types: types)
    pokemon.generation = id < 152 ? 1 : 4
    pokemon.heightDecimetres = id < 152 ? 22 : 19
    pokemon.weightHectograms = id < 152 ? 2100 : 950
    pokemon.stats = zip(
      ["hp", "attack", "defense", "special-attack", "special-defense", "speed"], stats
    ).map { BaseStat(name: $0.0, value: $0.1) }
    pokemon.abilities = abilities.map {
      PokemonAbility(name: $0.0.lowercased(), displayName: $0.0, isHidden: $0.1, effect: nil)
    }
    pokemon.profile.eggGroups = eggGroups
    pokemon.typeDefenses = TypeDefenses(multipliers: defenses)
    return pokemon
  }

  static let garchomp = pokemon(
    445, "Garchomp", types: [.dragon, .ground], stats: [108, 130, 95, 80, 85, 102],
    abilities: [("Sand Veil", false), ("Rough Skin", true)], eggGroups: ["Monster", "Dragon"],
    defenses: [.ice: 4, .dragon: 2, .fairy: 2, .fire: 0.5, .poison: 0.5, .rock: 0.5, .electric: 0])
  static let dragonite = pokemon(
    149, "Dragonite", types: [.dragon, .flying], stats: [91, 134, 95, 100, 100, 80],
    abilities: [("Inner Focus", false), ("Multiscale", true)],
    eggGroups: ["Water 1", "Dragon"],
    defenses: [.ice: 4, .dragon: 2, .fairy: 2, .rock: 2, .fire: 0.5, .water: 0.5, .fighting: 0.5,
      .bug: 0.5, .grass: 0.25, .ground: 0])

  @Test func aColumnEachWithTheHighestMarked() {
    #expect(CompareScreen([Self.garchomp, Self.dragonite]).text(width: 60) == """
                     Garchomp             Dragonite
      No.            #0445                #0149
      Types          Dragon Ground        Dragon Flying
      Abilities      Sand Veil            Inner Focus
                     Rough Skin (hidden)  Multiscale (hidden)
      Generation     IV                   I
      Height         1.9 m                2.2 m
      Weight         95.0 kg              210.0 kg
      Egg groups     Monster              Water 1
                     Dragon               Dragon

      Base stats
      HP             108 ▲                91
      Attack         130                  134 ▲
      Defense        95                   95
      Sp. Atk        80                   100 ▲
      Sp. Def        85                   100 ▲
      Speed          102 ▲                80
      Total          600                  600
      Speed at 50    122–169              100–145
      Speed at 100   240–333              196–284

      Type defenses
      Fire           ×½                   ×½
      Water          ×1                   ×½
      Electric       ×0                   ×1
      Grass          ×1                   ×¼
      Ice            ×4                   ×4
      Fighting       ×1                   ×½
      Poison         ×½                   ×1
      Ground         ×1                   ×0
      Bug            ×1                   ×½
      Rock           ×½                   ×2
      Dragon         ×2                   ×2
      Fairy          ×2                   ×2

      """)
  }

  @Test func aNarrowTerminalCutsTheCells() {
    let screen = CompareScreen([Self.garchomp, Self.dragonite, Self.garchomp, Self.dragonite])
    for width in [20, 40, 80] {
      for line in screen.text(width: width).split(separator: "\n") {
        #expect(TextLayout.width(String(line)) <= width, "\(width): \(line)")
      }
    }
  }

  @Test func generationOnesSpeedIsWorkedOutWithDVsAndStatExperience() {
    var dragonite = Self.dragonite
    dragonite.asIn = GameGroup(slug: "red-blue", order: 1, generation: 1)
    // DV 15: (80 + 15) × 2 + 0 or 63 points, + 5.
    let json = CompareScreen([dragonite, dragonite]).json()
    #expect(json.contains(#""lowest" : 195"#) && json.contains(#""highest" : 258"#))
    #expect(json.contains(#""versionGroup" : "red-blue""#))
  }

  @Test func jsonHasEachPokemonInOrder() {
    let json = CompareScreen([Self.garchomp, Self.dragonite]).json()
    for expected in [
      #""name" : "garchomp""#, #""statTotal" : 600"#, #""level" : 50"#,
      #""lowest" : 122"#, #""highest" : 169"#, #""ice" : 4"#, #""isHidden" : true"#,
      #""versionGroup" : null"#, #""heightMetres" : 1.9"#,
    ] {
      #expect(json.contains(expected), "\(expected)")
    }
    let garchomp = json.range(of: "\"garchomp\"")
    let dragonite = json.range(of: "\"dragonite\"")
    #expect(garchomp.map(\.lowerBound) ?? json.endIndex < dragonite.map(\.lowerBound) ?? json.startIndex)
  }
}
