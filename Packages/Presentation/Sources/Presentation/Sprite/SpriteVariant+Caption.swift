import Domain

/// How a sprite's caption says which picture it is, so a shiny or female sprite is never
/// taken for the usual one.
extension SpriteVariant {
  /// `name` marked for this variant: "Charizard", "shiny Charizard", "Pikachu ♀",
  /// "shiny Pikachu ♀".
  public func caption(for name: String) -> String {
    (isShiny ? "shiny " : "") + name + (isFemale ? " ♀" : "")
  }

  /// The card's note under its header for a sprite other than the usual one ("shiny
  /// sprite", "♀ sprite", "shiny ♀ sprite"); `nil` for the usual one.
  public var cardNote: String? {
    guard isShiny || isFemale else { return nil }
    return [isShiny ? "shiny" : nil, isFemale ? "♀" : nil].compactMap { $0 }
      .joined(separator: " ") + " sprite"
  }
}
