@testable import Domain
import PokedexTesting
import Presentation
import Testing

@MainActor
@Suite("PokemonDetail reducer, with a sprite")
struct PokemonDetailSpriteReducerTests {
  static let shiny = SpriteVariant(isShiny: true)
  nonisolated static let choice = SpriteChoice(
    sprite: SpriteFixtures.creature, variant: SpriteVariant(isShiny: true), femaleMissing: false)

  let reducer = PokemonDetail(
    loadPokemon: { _ in SampleCards.pikachu },
    loadSprite: { _, variant in
      SpriteChoice(sprite: SpriteFixtures.creature, variant: variant, femaleMissing: false)
    })

  @Test func theSpriteLoadsOnceThePokemonHasArrived() async {
    let store = TestStore(
      initialState: PokemonDetail.State(query: .number(25), spriteVariant: Self.shiny),
      reducer: reducer)
    await store.send(.task) { $0.status = .loading }
    await store.receive(.pokemonLoaded(.success(SampleCards.pikachu))) {
      $0.status = .loaded(SampleCards.pikachu)
      $0.sprite = .loading
    }
    await store.receive(.spriteLoaded(.success(Self.choice))) { $0.sprite = .loaded(Self.choice) }
  }

  @Test func aFailedSpriteLeavesTheCardWithout() async {
    let failing = PokemonDetail(
      loadPokemon: { _ in SampleCards.pikachu },
      loadSprite: { _, _ in throw PokedexError.timedOut(url: "img") })
    let store = TestStore(
      initialState: PokemonDetail.State(query: .number(25)), reducer: failing)
    await store.send(.task) { $0.status = .loading }
    await store.receive(.pokemonLoaded(.success(SampleCards.pikachu))) {
      $0.status = .loaded(SampleCards.pikachu)
      $0.sprite = .loading
    }
    await store.receive(.spriteLoaded(.failure(.timedOut(url: "img")))) {
      $0.sprite = .failed(.timedOut(url: "img"))
    }
  }

  @Test func withoutASpriteLoaderNoneIsAskedFor() async {
    let store = TestStore(
      initialState: PokemonDetail.State(query: .number(25)),
      reducer: PokemonDetail { _ in SampleCards.pikachu })
    await store.send(.task) { $0.status = .loading }
    await store.receive(.pokemonLoaded(.success(SampleCards.pikachu))) {
      $0.status = .loaded(SampleCards.pikachu)
    }
  }
}
