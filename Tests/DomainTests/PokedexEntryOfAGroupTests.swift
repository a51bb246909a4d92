import Domain
import PokedexTesting
import Testing

/// The Pokédex entry a card told as in a group of games shows: the group's last version's.
struct PokedexEntryOfAGroupTests {
  static func eevee(asIn group: GameGroup?) -> Pokemon {
    var card = MinimalCard.make(133, "eevee", "Eevee")
    card.pokedexEntries = [
      PokedexEntry(game: "red", gameOrder: 1, text: "Red's."),
      PokedexEntry(game: "blue", gameOrder: 2, text: "Blue's."),
      PokedexEntry(game: "yellow", gameOrder: 3, text: "Yellow's."),
    ]
    card.asIn = group
    return card
  }

  static let redBlue = GameGroup(slug: "red-blue", order: 3, versions: ["red", "blue"], generation: 1)

  @Test func aGroupShowsItsLastVersionsEntry() {
    #expect(Self.eevee(asIn: Self.redBlue).pokedexEntry(game: "red-blue")?.text == "Blue's.")
    #expect(Self.eevee(asIn: Self.redBlue).pokedexEntry(game: "red")?.text == "Red's.")
  }

  @Test func aGroupTheCardIsNotToldAsInFindsNone() {
    #expect(Self.eevee(asIn: nil).pokedexEntry(game: "red-blue") == nil)
    #expect(Self.eevee(asIn: nil).pokedexEntry()?.text == "Yellow's.")
  }
}
