/// A nature: the stat it raises by a tenth and the one it lowers by a tenth, and the
/// flavors of food (berries, Poffins) the Pokémon likes and dislikes. A neutral nature
/// (Hardy, Docile, Serious, Bashful, Quirky) has none of the four.
public struct Nature: Codable, Hashable, Sendable {
  public var id: Int
  /// PokeAPI's slug, such as `"bold"`.
  public var name: String
  /// The English name, such as "Bold".
  public var displayName: String
  /// The stat raised (`defense`, "Defense"); `nil` for a neutral nature.
  public var raises: NamedSlug?
  /// The stat lowered; `nil` for a neutral nature.
  public var lowers: NamedSlug?
  /// The flavor liked (`sour`, "Sour"); `nil` for a neutral nature.
  public var likes: NamedSlug?
  /// The flavor disliked; `nil` for a neutral nature.
  public var dislikes: NamedSlug?
  /// Its name in each other language its document speaks (`Translatable`).
  public var translations: [String: String]?

  public init(
    id: Int, name: String, displayName: String, raises: NamedSlug?, lowers: NamedSlug?,
    likes: NamedSlug?, dislikes: NamedSlug?
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.raises = raises
    self.lowers = lowers
    self.likes = likes
    self.dislikes = dislikes
  }

  /// Whether it changes no stat.
  public var isNeutral: Bool { raises == nil && lowers == nil }
}

/// Something PokeAPI names by a slug, with its English name: a stat, a flavor.
public struct NamedSlug: Codable, Hashable, Sendable {
  public var slug: String
  public var displayName: String

  public init(slug: String, displayName: String) {
    self.slug = slug
    self.displayName = displayName
  }
}

extension Nature: NameWorded {}
