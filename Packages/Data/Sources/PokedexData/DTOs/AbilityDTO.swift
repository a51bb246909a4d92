/// The fields of an `ability` document that pokecli uses: its name and what it does (for
/// a Pokémon's card), and the rest of its card (for `pokecli ability`).
public struct AbilityDTO: Decodable, Sendable {
  /// A description in one language.
  public struct EffectEntry: Decodable, Sendable {
    /// The whole effect, when PokeAPI has it.
    public let effect: String?
    /// The effect in one short sentence, when PokeAPI has one.
    public let shortEffect: String?
    /// The language the text is written in.
    public let language: NamedAPIResourceDTO

    enum CodingKeys: String, CodingKey {
      case effect, language
      case shortEffect = "short_effect"
    }
  }

  /// A game's in-game description, used when PokeAPI has no effect text.
  public struct FlavorTextEntry: Decodable, Sendable {
    /// The description as the game printed it, with its line breaks.
    public let flavorText: String
    /// The language the text is written in.
    public let language: NamedAPIResourceDTO
    /// The games it was printed in.
    public let versionGroup: NamedAPIResourceDTO?

    enum CodingKeys: String, CodingKey {
      case language
      case flavorText = "flavor_text"
      case versionGroup = "version_group"
    }
  }

  /// A Pokémon that can have the ability.
  public struct Holder: Decodable, Sendable {
    /// The Pokémon.
    public let pokemon: NamedAPIResourceDTO
    /// Whether it is the Pokémon's hidden ability.
    public let isHidden: Bool?

    enum CodingKeys: String, CodingKey {
      case pokemon
      case isHidden = "is_hidden"
    }
  }

  /// PokeAPI's id of the ability.
  public let id: Int
  /// The ability's slug, such as `static`.
  public let name: String
  /// The ability's names in the languages PokeAPI knows; the English one is shown.
  public let names: [LocalizedNameDTO]?
  /// Descriptions of the effect, one per language; the English short one is shown.
  public let effectEntries: [EffectEntry]?
  /// In-game descriptions from each game and language; used when there is no effect text.
  public let flavorTextEntries: [FlavorTextEntry]?
  /// The generation that introduced it.
  public let generation: NamedAPIResourceDTO?
  /// Whether it is in the main games.
  public let isMainSeries: Bool?
  /// The Pokémon that can have it.
  public let pokemon: [Holder]?

  enum CodingKeys: String, CodingKey {
    case id, name, names, generation, pokemon
    case isMainSeries = "is_main_series"
    case effectEntries = "effect_entries"
    case flavorTextEntries = "flavor_text_entries"
  }
}
