import Domain
import PokedexData
import Testing

@testable import pokecli

/// `where POKEMON --game GAME` on the built-in data reads only that game's rows
/// (`DatabaseEncounterRepository.encounters(ofPokemon:inGame:)`); what it reads must be
/// what Domain's rule keeps of every game's rows (`Encounter.isIn(game:)`), row for row
/// and in the same order, for every name `--game` may give: a game's, its group's, an
/// expansion's game (Sword holds The Isle of Armor), a game the Pokémon is not met in and
/// a name that is no game.
@Suite("where --game reads the game's rows alone")
struct EncounterGameNarrowingTests {
  @Test func everyGameNameReadsWhatTheRuleKeeps() async throws {
    let repository = DatabaseEncounterRepository(database: try BuiltInData.embeddedDatabase())
    // Magikarp (36 games), Eevee (gifts and Let's Go), Wooper (Paldea's form),
    // Tentacool, Zubat, and Dracovish (met nowhere in the wild).
    for pokemon in [129, 133, 194, 72, 41, 882] {
      let all = try await repository.encounters(ofPokemon: pokemon)
      var names: Set<String> = ["not-a-game", "red", "sword", "legends-arceus"]
      for encounter in all {
        names.formUnion(Encounter.slugs(naming: encounter.game.slug, ofGroup: encounter.group))
      }
      for game in names.sorted() {
        let narrowed = try await repository.encounters(ofPokemon: pokemon, inGame: game)
        #expect(narrowed == all.filter { $0.isIn(game: game) }, "#\(pokemon) in \(game)")
      }
      #expect(try await repository.encounters(ofPokemon: pokemon, inGame: nil) == all)
    }
  }
}
