@testable import Domain
import Foundation
import PokedexTesting
import Testing

/// Encounters as the cache keeps them: the same encounters back, in the same order, a
/// place's with their Pokémon; a table pointing past its lists refused; and Magikarp's
/// size kept under what an entry may hold.
@Suite struct EncounterTableTests {
  typealias E = EncounterExamples

  @Test func theEncountersComeBackAsTheyWereInTheirOrder() throws {
    let data = try JSONEncoder().encode(EncounterTable(E.pikachu))
    let read = try JSONDecoder().decode(EncounterTable.self, from: data)
    #expect(read.encounters == E.pikachu)
    // Each game, place, way and condition once.
    #expect(read.games.count == 3)
    #expect(read.places == [E.forest, E.plant])
    #expect(read.methods == [E.walk, E.surf])
    #expect(read.conditions == [E.night])
    #expect(read.pokemon.isEmpty)
  }

  @Test func aPlaceComesBackWithItsEncountersAndTheirPokemon() throws {
    let place = E.viridianForest.translated(into: ["fr"]) { _ in
      var worded = E.viridianForest
      worded.displayName = "Forêt de Jade"
      return worded
    }
    let data = try JSONEncoder().encode(place)
    #expect(try JSONDecoder().decode(Location.self, from: data) == place)
    let table = try JSONDecoder().decode(EncounterTable.self, from: data.encountersOnly())
    #expect(table.pokemon == [E.caterpieMet, E.pikachuMet])
  }

  @Test func anEncounterWithNoLevelsOrChanceComesBackWithout() throws {
    let bare = Encounter(
      game: E.red, group: "red-blue", place: E.forest, method: E.walk, minLevel: nil,
      maxLevel: nil, chance: nil, slots: 3, conditions: [E.night, E.night])
    let data = try JSONEncoder().encode(EncounterTable([bare]))
    #expect(try JSONDecoder().decode(EncounterTable.self, from: data).encounters == [bare])
  }

  @Test(arguments: [
    #"{"games":[],"places":[],"methods":[],"conditions":[],"pokemon":[],"#
      + #""rows":[[0,0,0,null,null,null,1,[],null]]}"#,
    Self.oneOfEach(row: "[0,0,0,3,5,20,1,[0],null]"),
    Self.oneOfEach(row: "[0,0,0,3,5,20,1,[],0]"),
    Self.oneOfEach(row: "[-1,0,0,3,5,20,1,[],null]"),
    Self.oneOfEach(row: "[0,0]"),
  ])
  func aTablePointingPastItsListsOrCutShortIsRefused(_ text: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(EncounterTable.self, from: Data(text.utf8))
    }
  }

  @Test func aTableOfOneOfEachIsRead() throws {
    let text = Self.oneOfEach(row: "[0,0,0,3,5,20,1,[],null]")
    let table = try JSONDecoder().decode(EncounterTable.self, from: Data(text.utf8))
    #expect(table.encounters.map(\.chance) == [20])
  }

  /// A table with one game, place and way, no condition and no Pokémon, and `row`.
  static func oneOfEach(row: String) -> String {
    #"{"games":[{"game":{"slug":"red","displayName":"Red"},"group":"red-blue"}],"#
      + #""places":[{"slug":"a","location":{"slug":"b","displayName":"B"}}],"#
      + #""methods":[{"slug":"walk","displayName":"Walk"}],"conditions":[],"pokemon":[],"#
      + #""rows":["# + row + "]}"
  }

  /// Magikarp's figures: 4,223 encounters in 36 games, at 300 places, several ways.
  @Test func magikarpsEncountersFitInAnEntryAsATableAndDidNotOneByOne() throws {
    let games = (0..<36).map { NamedSlug(slug: "game-\($0)", displayName: "Game \($0)") }
    let places = (0..<300).map {
      EncounterPlace(
        slug: "route-\($0)-area", location: NamedSlug(slug: "route-\($0)", displayName: "Route \($0)"),
        part: $0 % 3 == 0 ? "Sea" : nil)
    }
    let ways = ["old-rod", "good-rod", "super-rod", "surf"].map {
      NamedSlug(slug: $0, displayName: DisplayName.titleCased($0))
    }
    let encounters = (0..<4_223).map { index in
      Encounter(
        game: games[index % 36], group: "group-\(index % 36 / 2)", generation: index % 9 + 1,
        place: places[index % 300], method: ways[index % 4], minLevel: 5 + index % 20,
        maxLevel: 10 + index % 30, chance: 5 + index % 60, slots: 1,
        conditions: index % 7 == 0 ? [E.night] : [])
    }
    // What a cache entry may hold: FileStorage.defaultMaximumDocumentBytes, 1 MiB.
    let limit = 1 << 20
    let oneByOne = try JSONEncoder().encode(encounters)
    let table = try JSONEncoder().encode(EncounterTable(encounters))
    #expect(oneByOne.count > limit)
    #expect(table.count < limit / 4)
    #expect(try JSONDecoder().decode(EncounterTable.self, from: table).encounters == encounters)
  }
}

extension Data {
  /// The `encounters` value of the JSON object this is.
  fileprivate func encountersOnly() throws -> Data {
    let object = try JSONSerialization.jsonObject(with: self) as? [String: Any]
    return try JSONSerialization.data(withJSONObject: object?["encounters"] ?? [:])
  }
}
