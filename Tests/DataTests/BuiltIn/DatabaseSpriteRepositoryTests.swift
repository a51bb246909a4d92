import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing
import PokedexDatabaseGenerator

/// The built-in sprites: generated into the sprite table, stored as BLOBs by the build's
/// loader, and answered without asking the image host; what is not built in is asked of
/// the fallback.
@Suite struct DatabaseSpriteRepositoryTests {
  static let codec = SpriteCacheCodec(compressor: ReversingCompressor())
  static let picture = Sprite(
    width: 2, height: 1,
    pixels: [Pixel(red: 200, green: 10, blue: 10), Pixel(red: 10, green: 10, blue: 200)]
  ) ?? .empty

  @Test func answersBuiltInSpritesAndAsksTheFallbackForTheRest() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-sprites-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var cards = MinimalCard.few
    for index in cards.indices {
      let id = cards[index].summary.id
      cards[index].sprites = SpriteLinks(
        front: "https://img/\(id).png", shiny: "https://img/shiny/\(id).png")
    }
    // The host: Pokémon 25's plain picture, an all-transparent one for 1, nothing else.
    let host = HostSprites { id, variant in
      switch (id, variant.isShiny) {
      case (25, false): Self.picture
      case (1, false): .empty
      default: nil
      }
    }
    let database = try await SmallDatabase.make(
      cards: cards, generations: [1: [1, 2, 3, 25], 4: [487]], speciesNames: [487: "giratina"],
      sprites: BuiltInSpriteSource(sprites: host, codec: Self.codec),
      generatedOn: "2027-01-10", source: "https://pokeapi.co/api/v2/", in: folder)
    #expect(try await database.sprite(ofPokemon: 25, variant: .standard)
      == .encoded([UInt8](try Self.codec.encode(Self.picture))))
    #expect(try await database.sprite(ofPokemon: 1, variant: .standard) == .blank)
    #expect(try await database.sprite(ofPokemon: 25, variant: SpriteVariant(isShiny: true)) == .notHeld)

    let fallback = HostSprites { _, _ in Sprite(width: 1, height: 1, pixels: [.clear]) }
    let repository = DatabaseSpriteRepository(database: database, codec: Self.codec, fallback: fallback)
    let plain = try await repository.sprite(ofPokemon: 25, variant: .standard, link: "https://img/25.png")
    #expect(plain == Self.picture)
    #expect(try await repository.sprite(ofPokemon: 1, variant: .standard, link: "https://img/1.png") == nil)
    #expect(fallback.asked == [])
    let shiny = try await repository.sprite(
      ofPokemon: 25, variant: SpriteVariant(isShiny: true), link: "https://img/shiny/25.png")
    #expect(shiny?.width == 1)
    #expect(fallback.asked == ["25-shiny"])
  }
}

/// Sprites by Pokémon and variant, remembering what was asked.
final class HostSprites: SpriteRepository, @unchecked Sendable {
  private let answer: @Sendable (Int, SpriteVariant) -> Sprite?
  private let lock = NSLock()
  private var questions: [String] = []

  init(_ answer: @escaping @Sendable (Int, SpriteVariant) -> Sprite?) {
    self.answer = answer
  }

  func sprite(ofPokemon id: Int, variant: SpriteVariant, link: String) async throws -> Sprite? {
    lock.withLock { questions.append("\(id)-\(variant.key)") }
    return answer(id, variant)
  }

  /// What was asked, as `id-variant`.
  var asked: [String] { lock.withLock { questions } }
}
