import Domain
import Presentation
import Testing

@Suite("Error messages")
struct ErrorMessageTests {
  @Test(arguments: [
    (CacheSubject.pokemon(.name("pikachu")),
      "“pikachu” is not in the cache, and --offline was given; fetch it first with: "
        + "pokecli show pikachu"),
    (.nationalList,
      "the list of Pokémon is not in the cache, and --offline was given; fetch it first "
        + "with: pokecli list"),
    (.rows([1, 2, 3, 25]),
      "the rows of 4 Pokémon (#1, #2, #3, …) are not in the cache, and --offline was given; "
        + "fetch them first with: pokecli cache prefetch --range 1-25"),
    (.rows([7]),
      "the row of Pokémon #7 is not in the cache, and --offline was given; fetch it first "
        + "with: pokecli cache prefetch --range 7-7"),
    (.generation(3),
      "generation 3 is not in the cache, and --offline was given; fetch it first with: "
        + "pokecli cache prefetch --generation 3"),
    (.type(.fire),
      "the Fire type is not in the cache, and --offline was given; fetch it first with: "
        + "pokecli search fire"),
  ])
  func offlineFailuresSayWhatIsMissingAndHowToFetchIt(subject: CacheSubject, message: String) {
    #expect(PokedexError.notCached(subject).message == message)
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
