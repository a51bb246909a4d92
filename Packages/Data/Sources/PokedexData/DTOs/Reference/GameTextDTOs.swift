/// One language's description of what a move, an ability or an item does
/// (`effect_entries`): the full text and a one-line summary, either of which PokeAPI may
/// leave out.
package struct EffectTextDTO: Decodable, Sendable {
  /// The full description, with its `$effect_chance` placeholders as PokeAPI writes them.
  package let effect: String?
  /// The one-line summary.
  package let shortEffect: String?
  /// The language the texts are written in.
  package let language: NamedAPIResourceDTO
}

/// One game's in-game text for a move, an ability or an item (`flavor_text_entries`), in
/// one language.
///
/// Moves name the text `flavor_text` and items `text`; this reads either, so one type
/// serves both and the word tables treat them alike.
package struct VersionGroupTextDTO: Decodable, Sendable {
  /// The text as the game printed it, with its line breaks.
  package let text: String?
  /// The language the text is written in.
  package let language: NamedAPIResourceDTO
  /// The games (version group) that print it.
  package let versionGroup: NamedAPIResourceDTO?

  enum CodingKeys: String, CodingKey { case text, language, flavorText, versionGroup }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text =
      try container.decodeIfPresent(String.self, forKey: .flavorText)
      ?? container.decodeIfPresent(String.self, forKey: .text)
    language = try container.decode(NamedAPIResourceDTO.self, forKey: .language)
    versionGroup = try container.decodeIfPresent(NamedAPIResourceDTO.self, forKey: .versionGroup)
  }
}
