import ArgumentParser
import Domain
import Presentation
import Testing

@testable import PokedexData
@testable import pokecli

/// The registry of kinds is the one list the app derives its kinds' commands and browser
/// sections from: every kind of entry is in it once, and what it declares is what the
/// app offers.
@Suite("The registry of kinds")
struct ShownKindsTests {
  @Test func everyKindOfEntryIsRegisteredOnce() {
    let kinds = ShownKinds.all.map { $0.entryKind }
    #expect(kinds.count == Set(kinds).count)
    #expect(Set(kinds) == Set(EntryKind.allCases))
  }

  @Test func everyKindsCommandsArePokecliSubcommandsInTheRegistrysOrder() {
    let names = PokeCLI.configuration.subcommands.map { $0._commandName }
    let registered = ShownKinds.all.flatMap { $0.commands }.map { $0._commandName }
    #expect(Array(names.prefix(registered.count)) == registered)
    #expect(Set(names).count == names.count)
  }

  @Test func everyKindHasTheCommandThatShowsOneEntryAmongItsOwn() {
    for kind in ShownKinds.all {
      let lookups = kind.commands.compactMap { $0 as? any EntryLookupCommand.Type }
      #expect(lookups.map { $0.entryKind } == [kind.entryKind], "\(kind.entryKind)")
      #expect(PokeCLI.lookupCommand(for: kind.entryKind) != nil)
    }
  }

  @Test func everyBrowserSectionButThePokedexsOwnIsAKindsSection() {
    let sections = ShownKinds.all.compactMap { $0.section }
    #expect(sections.count == Set(sections).count)
    #expect(
      ShownKinds.browserSections.map(\.title)
        == [
          "Pokémon", "Moves", "Abilities", "Items", "Types", "Natures", "Locations", "Favorites",
        ])
    for kind in ShownKinds.all {
      if let section = kind.section { #expect(section.kind == kind.entryKind) }
    }
  }

  /// `find` searches every kind's entries: the Pokémon by its own query, every other
  /// kind in the table its declaration names.
  @Test func findSearchesEveryKindButThePokemonInTheTableItDeclares() {
    let kinds = ShownKinds.foundTables.map(\.kind)
    #expect(kinds.count == Set(kinds).count)
    #expect(Set(kinds + [.pokemon]) == Set(EntryKind.allCases))
    #expect(
      ShownKinds.foundTables.map(\.table)
        == ["moves", "abilities", "items", "types", "natures", "locations"])
  }

  /// Over another API, a kind's names are the list of the PokeAPI resource it is named
  /// for, the one its documents are read from.
  @Test func everyKindIsNamedForThePokeAPIResourceThatListsIt() {
    let declared: [EntryKind: PokeAPIResource] = [
      .pokemon: .pokemon, .move: .move, .ability: .ability, .item: .item, .type: .type,
      .nature: .nature, .location: .location,
    ]
    for kind in EntryKind.allCases {
      #expect(RemoteTables.resource(of: kind) == declared[kind], "\(kind)")
    }
  }
}
