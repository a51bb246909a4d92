import Domain

/// What the built-in data holds of one sprite.
public enum BuiltInSprite: Hashable, Sendable {
  /// Not built in: the host may still have it.
  case notHeld
  /// Built in as an entirely transparent picture: no sprite.
  case blank
  /// Built in: the cropped pixels as `SpriteCacheCodec` encodes them.
  case encoded([UInt8])
}

extension PokedexDatabase {
  /// The built-in sprite of Pokémon `id` in `variant`; one indexed read.
  public func sprite(ofPokemon id: Int, variant: SpriteVariant) async throws -> BuiltInSprite {
    try await read { db in
      guard
        let row = try await db.row(
          "SELECT pixels FROM sprites WHERE pokemon_id = ? AND variant = ?", [id, variant.key])
      else { return .notHeld }
      switch row.value("pixels") {
      case .blob(let bytes): return .encoded(bytes)
      case .null: return .blank
      default: return .notHeld
      }
    }
  }
}
