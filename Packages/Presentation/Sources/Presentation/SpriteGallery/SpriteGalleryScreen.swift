import Domain
/// `pokecli sprite`: the sprites of one or more Pokémon side by side with their names, and
/// a note for each female picture that was not there; as JSON, each Pokémon's name, which
/// picture it is, and the cropped picture as a PNG in a `data:` URL (docs/json.md).
///
/// A pure value: no line of its text is wider than the width asked for.
public struct SpriteGalleryScreen: Screen {
  /// The Pokémon asked for, in order, each with its sprite or none.
  public var sprites: [NamedSpriteChoice]

  /// The most lines a sprite takes: its whole cropped figure, at most 96 pixels high.
  static let maxLines = 48

  public init(_ sprites: [NamedSpriteChoice]) {
    self.sprites = sprites
  }

  /// The pictures, drawn only in a theme with colour (`Theme.drawsSprites`).
  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let drawn = sprites.compactMap { entry in
      entry.choice.sprite.map { (name: entry.choice.variant.caption(for: entry.name), sprite: $0) }
    }
    var lines = SpriteGalleryRenderer.lines(
      of: drawn, theme: theme, width: width, maxHeight: Self.maxLines)
    for entry in sprites where entry.choice.femaleMissing {
      lines += TextLayout.wrap(
        "\(entry.name) has no female sprite: the usual one is shown", width: width
      ).map { theme.paint($0, as: .dim) }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// An array, one object a Pokémon asked for, in order.
  public func document(hints: any Hints) -> any Encodable {
    sprites.map { entry in
      let sprite = entry.choice.sprite
      return [
        "displayName": entry.name, "isShiny": entry.choice.variant.isShiny,
        "isFemale": entry.choice.variant.isFemale, "width": sprite?.width,
        "height": sprite?.height,
        "png": sprite.map {
          "data:image/png;base64," + Data(PNGWriter.png(of: $0)).base64EncodedString()
        },
      ] as JSONObject
    }
  }

  /// "Pikachu has no sprite", "these Pokémon have no sprite: A, B": the line a gallery
  /// with a Pokémon that has none fails with; `nil` when each has one.
  var missing: String? {
    let missing = sprites.filter { $0.choice.sprite == nil }.map(\.name)
    guard !missing.isEmpty else { return nil }
    let names = missing.joined(separator: ", ")
    return missing.count == 1 ? "\(names) has no sprite" : "these Pokémon have no sprite: \(names)"
  }
}
