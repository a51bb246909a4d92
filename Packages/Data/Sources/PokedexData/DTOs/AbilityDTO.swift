import Foundation

/// The fields of an `ability` document that pokecli uses: its name and what it does.
public struct AbilityDTO: Decodable, Sendable {
  /// A description in one language.
  public struct EffectEntry: Decodable, Sendable {
    /// The effect in one short sentence, when PokeAPI has one.
    public let shortEffect: String?
    /// The language the text is written in.
    public let language: NamedAPIResourceDTO

    enum CodingKeys: String, CodingKey {
      case language
      case shortEffect = "short_effect"
    }
  }

  /// A game's in-game description, used when PokeAPI has no effect text.
  public struct FlavorTextEntry: Decodable, Sendable {
    /// The description as the game printed it, with its line breaks.
    public let flavorText: String
    /// The language the text is written in.
    public let language: NamedAPIResourceDTO

    enum CodingKeys: String, CodingKey {
      case language
      case flavorText = "flavor_text"
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

  enum CodingKeys: String, CodingKey {
    case id, name, names
    case effectEntries = "effect_entries"
    case flavorTextEntries = "flavor_text_entries"
  }
}
