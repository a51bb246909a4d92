import Domain
import Foundation
import Testing

@testable import PokedexData
@testable import pokecli

/// The built-in data's names of abilities and items (`EntryNameRepository`), which
/// `damage` reads instead of their cards: each the card's own, found as the card is.
@Suite("Built-in entry names")
struct BuiltInEntryNamesTests {
  @Test(arguments: ["en", "ja"])
  func everyAbilityAndItemIsNamedAsItsCard(language: String) async throws {
    let database = try BuiltInData.embeddedDatabase(language: language)
    try await expectNamesOfEveryEntry(DatabaseEntryRepository<Ability>(database: database), database)
    try await expectNamesOfEveryEntry(DatabaseEntryRepository<Item>(database: database), database)
  }

  private func expectNamesOfEveryEntry<Kind: StoredKind>(
    _ repository: DatabaseEntryRepository<Kind>, _ database: PokedexDatabase
  ) async throws {
    let slugs = try await database.slugs(in: Kind.storage.table)
    #expect(slugs.count > 300)
    for (id, slug) in slugs {
      let card = try await repository.entry(.number(id))
      #expect(try await repository.name(.number(id)) == card.named, "\(slug)")
    }
  }

  /// A name, a compact slug, a name in another script and a misspelling are found, or
  /// refused with the same suggestions, as the cards are.
  @Test(arguments: ["choice-band", "Choice Band", "choiceband", "こだわりハチマキ", "choise-band",
    "intimidate", "いかく", "intimdate", "zzzz", "99999"])
  func aNameIsFoundAsTheCardIs(_ typed: String) async throws {
    let database = try BuiltInData.embeddedDatabase()
    let query = try EntryQuery.parse(typed)
    let item = Outcome(DatabaseEntryRepository<Item>(database: database), query)
    #expect(await item.name() == item.card(), "\(typed)")
    let ability = Outcome(DatabaseEntryRepository<Ability>(database: database), query)
    #expect(await ability.name() == ability.card(), "\(typed)")
  }

  /// What a look-up gave: the name found, or the error thrown.
  private struct Outcome<Kind: StoredKind>: Sendable {
    let repository: DatabaseEntryRepository<Kind>
    let query: EntryQuery

    init(_ repository: DatabaseEntryRepository<Kind>, _ query: EntryQuery) {
      self.repository = repository
      self.query = query
    }

    func name() async -> String { await Self.told { try await repository.name(query) } }
    func card() async -> String { await Self.told { try await repository.entry(query).named } }

    private static func told(_ look: () async throws -> NamedSlug) async -> String {
      do { return "\(try await look())" } catch { return "\(error)" }
    }
  }
}
