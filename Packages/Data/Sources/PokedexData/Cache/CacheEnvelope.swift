/// How a value is written to the cache: a format number, when it was stored, the value.
///
/// The format number changes whenever a cached type changes shape; an entry of another
/// format is discarded and fetched again rather than misread.
struct CacheEnvelope<Value: Codable>: Codable {
  /// The format this build writes and reads.
  /// 2: text is made safe to print before it is stored, so entries of format 1, which
  /// may hold control characters, are fetched again.
  /// 3: cards carry a species profile, evolution steps their forms and more conditions,
  /// and names come from the documents of forms, items, moves and places.
  /// 4: a card's profile carries its regional Pokédex numbers.
  /// 5: cards, rows and entries carry their names and texts in every language their
  /// documents speak (`Translatable`), and names of documents read for their names too.
  /// 6: a move carries what it was before the games that changed it (`pastValues`), and
  /// a learnset's rows the numbers of their game.
  /// 7: a card carries what the Pokémon was in older generations (`past`), and each group
  /// of games its generation.
  /// 8: moves, abilities and items carry their effect in every language their documents
  /// write it in, and say when it is shown in English (`EffectText.isEnglishFallback`);
  /// the rows of abilities and items their short effect in every language.
  /// 9: items carry their prices per group of games and the moves a machine teaches
  /// (`prices`, `teaches`), regional Pokédex rows their Pokédex.
  /// 10: each group of games names its Pokédexes (`GameGroup.pokedexes`), which say
  /// which group stands for a generation; an item's card carries its category's name and
  /// its pocket.
  /// 11: a card's alternate forms carry the group of games that introduced each
  /// (`PokemonForm.introducedIn`), and the names kept of a form's document its group, so
  /// that `--game` leaves out the forms that came later; each group of games names its
  /// regions (`GameGroup.regions`), so that it leaves out the ways to evolve of others.
  /// 12: an item carries its category's and its pocket's names in each language beside
  /// its texts (`ItemWording`), where it carried them in English alone.
  /// 13: a Pokémon's encounters and a place's are kept as a table (`EncounterTable`),
  /// each game, place, way and Pokémon written once, where each encounter was written
  /// whole.
  static var currentFormat: Int { 13 }

  let format: Int
  let storedAt: Date
  let value: Value

  static func encode(_ value: Value, at date: Date) throws -> Data {
    try encoder.encode(CacheEnvelope(format: currentFormat, storedAt: date, value: value))
  }

  /// The envelope in `data`, or `nil` when it is truncated, corrupt or of another format.
  /// Its text is made safe to print first (`StoredText`): the file may have been written
  /// by another version or tool, or edited.
  static func decode(_ data: Data) -> CacheEnvelope? {
    let cleaned = StoredText.cleaned(data)
    guard let envelope = try? decoder.decode(CacheEnvelope.self, from: cleaned),
      envelope.format == currentFormat
    else { return nil }
    return envelope
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return decoder
  }
}
