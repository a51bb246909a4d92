/// The rows of the shared word tables (`names`, `effects`, `flavor_texts`) that one family
/// of reference tables adds for the kinds it reads. `ReferenceTables` merges the families'
/// parts into one table each.
///
/// `kind` is the PokeAPI resource a row is about (`move`, `item`, `version`…); the
/// language is the id its link ends in. Names, effects and in-game texts are kept in every
/// language PokeAPI writes them in, as schema.sql says.
struct ReferenceWords {
  private var names = KeyedTable(
    "names", columns: ["kind", "entry_id", "language_id", "name"], keyWidth: 3)
  private var effects = KeyedTable(
    "effects", columns: ["kind", "entry_id", "language_id", "effect", "short_effect"],
    keyWidth: 3)
  private var flavorTexts = KeyedTable(
    "flavor_texts",
    columns: ["kind", "entry_id", "language_id", "version_group_id", "version_id", "text"],
    keyWidth: 5)

  /// The three tables, with the rows added so far.
  var tables: [PokedexTable] { [names.table, effects.table, flavorTexts.table] }

  // MARK: - Adding

  /// A row for each of `document`'s names, in every language.
  mutating func addNames(_ entries: [LocalizedNameDTO]?, of document: SourceDocument) throws {
    for entry in entries ?? [] {
      let language = try document.id(of: entry.language)
      names.append(kind(document) + [document.key, .integer(language), .text(entry.name)])
    }
  }

  /// A row for each of `document`'s effect texts, in every language.
  mutating func addEffects(_ entries: [EffectTextDTO]?, of document: SourceDocument) throws {
    for entry in entries ?? [] {
      let language = try document.id(of: entry.language)
      effects.append(
        kind(document) + [
          document.key, .integer(language), .of(entry.effect), .of(entry.shortEffect),
        ])
    }
  }

  /// A row for each of `document`'s in-game texts in every language, by version group
  /// (version 0).
  /// A text with no version group is kept under group 0, the column's default; an entry
  /// with no text says nothing and is left out.
  mutating func addFlavorTexts(
    _ entries: [VersionGroupTextDTO]?, of document: SourceDocument
  ) throws {
    for entry in entries ?? [] {
      guard let text = entry.text else { continue }
      let language = try document.id(of: entry.language)
      let group = try entry.versionGroup.map { try document.id(of: $0) } ?? 0
      flavorTexts.append(
        kind(document) + [document.key, .integer(language), .integer(group), 0, .text(text)])
    }
  }

  private func kind(_ document: SourceDocument) -> [PokedexValue] {
    [.text(document.resource.rawValue)]
  }
}
