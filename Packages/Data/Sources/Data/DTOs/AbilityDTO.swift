import Foundation

/// The fields of an `ability` document that pokecli uses: its name and what it does.
public struct AbilityDTO: Decodable, Sendable {
  /// A description in one language.
  public struct EffectEntry: Decodable, Sendable {
    public let shortEffect: String?
    public let language: NamedAPIResourceDTO

    enum CodingKeys: String, CodingKey {
      case language
      case shortEffect = "short_effect"
    }
  }

  /// A game's in-game description, used when PokeAPI has no effect text.
  public struct FlavorTextEntry: Decodable, Sendable {
    public let flavorText: String
    public let language: NamedAPIResourceDTO

    enum CodingKeys: String, CodingKey {
      case language
      case flavorText = "flavor_text"
    }
  }

  public let id: Int
  public let name: String
  public let names: [LocalizedNameDTO]?
  public let effectEntries: [EffectEntry]?
  public let flavorTextEntries: [FlavorTextEntry]?

  enum CodingKeys: String, CodingKey {
    case id, name, names
    case effectEntries = "effect_entries"
    case flavorTextEntries = "flavor_text_entries"
  }
}
