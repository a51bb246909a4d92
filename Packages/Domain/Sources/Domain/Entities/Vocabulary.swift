/// The names of the small lists' entries (types, stats, games…) in the language names and
/// texts are shown in (`--language`): what a renderer writes for a slug it would otherwise
/// spell in English itself ("Fire", "Sp. Atk", "Scarlet"). In English the program's own
/// spellings stand, but for the Pokédexes', which the built-in data names.
public struct Vocabulary: Hashable, Sendable {
  /// The lists whose entries a card names by slug.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case type
    case stat
    case version
    case versionGroup = "version-group"
    case pokedex
    case berryFlavor = "berry-flavor"
    case moveDamageClass = "move-damage-class"
    case generation
  }

  /// PokeAPI's code of the language (`en`, `fr`, `ja-hrkt`).
  public var language: String
  private var names: [Kind: [String: String]]

  public init(language: String, names: [Kind: [String: String]] = [:]) {
    self.language = language
    self.names = names
  }

  /// English with no names: every name is the program's own, a Pokédex's made from its
  /// slug. The built-in data's English vocabulary names the Pokédexes.
  public static let english = Vocabulary(language: "en")

  /// Whether names and texts are shown in English, the language every text falls back to.
  public var isEnglish: Bool { language == "en" }

  /// The name of `kind`'s entry `slug` in the language, `nil` where it has none.
  public func name(_ kind: Kind, _ slug: String) -> String? {
    names[kind]?[slug]
  }
}

extension Vocabulary {
  /// `nature` with its stats and flavors named in the language, where the vocabulary
  /// names them (over another API a nature's own document names neither).
  public func named(_ nature: Nature) -> Nature {
    var named = nature
    func rename(_ slug: NamedSlug?, _ kind: Kind) -> NamedSlug? {
      guard let slug, let name = name(kind, slug.slug) else { return slug }
      return NamedSlug(slug: slug.slug, displayName: name)
    }
    named.raises = rename(nature.raises, .stat)
    named.lowers = rename(nature.lowers, .stat)
    named.likes = rename(nature.likes, .berryFlavor)
    named.dislikes = rename(nature.dislikes, .berryFlavor)
    return named
  }
}
