import Domain
import PokedexTesting
import Presentation
import Testing

@Suite("Error messages")
struct ErrorMessageTests {
  @Test func offlineFailuresSayWhatIsMissingAndLeaveTheFixToTheHints() {
    #expect(PokedexError.notCached(.generation(3)).message
      == "generation 3 is not in the cache, and nothing is fetched offline")
    #expect(PokedexError.notCached(.generation(3)).message(hints: StubHints())
      == "generation 3 is not in the cache, and nothing is fetched offline; "
        + "fetch it first with: <fetch generation(3)>")
  }

  @Test func aNumberThatIsNotInThePokedexSaysWhereNumbersRun() {
    #expect(
      PokedexError.pokemonNotFound(.number(99999), suggestions: []).message
        == "no Pokémon numbered 99999 (national numbers run from 1, forms from 10001)")
    #expect(
      PokedexError.pokemonNotFound(.name("pikachuu"), suggestions: ["pikachu", "pichu"]).message
        == "no Pokémon named \"pikachuu\" — did you mean \"pikachu\" or \"pichu\"?")
  }
}
