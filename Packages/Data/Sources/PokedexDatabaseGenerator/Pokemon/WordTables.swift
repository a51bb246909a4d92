/// The rows of the shared word tables (`names`, `genera`, `effects`, `flavor_texts`) that
/// one part of the generator collects, keyed so that a document naming the same thing
/// twice keeps its first text (the database's keys allow one).
struct WordTables {
  private var names = PokedexTable("names", columns: ["kind", "entry_id", "language_id", "name"])
  private var genera = PokedexTable("genera", columns: ["species_id", "language_id", "genus"])
  private var effects = PokedexTable(
    "effects", columns: ["kind", "entry_id", "language_id", "effect", "short_effect"])
  private var flavorTexts = PokedexTable(
    "flavor_texts",
    columns: ["kind", "entry_id", "language_id", "version_group_id", "version_id", "text"])
  private var seen = Set<[PokedexValue]>()

  var tables: [PokedexTable] { [names, genera, effects, flavorTexts] }

  mutating func addNames(_ words: [RowWord]?, kind: String, id: Int) {
    for word in words ?? [] {
      guard let language = word.language.id, keep(["names", .text(kind), .integer(id), .integer(language)])
      else { continue }
      names.append([.text(kind), .integer(id), .integer(language), .text(word.name)])
    }
  }

  mutating func addGenus(_ genus: String, species: Int, language: Int?) {
    guard let language, keep(["genera", .integer(species), .integer(language)]) else { return }
    genera.append([.integer(species), .integer(language), .text(genus)])
  }

  mutating func addEffect(_ effect: String?, short: String?, kind: String, id: Int, language: Int?) {
    guard let language, keep(["effects", .text(kind), .integer(id), .integer(language)]) else {
      return
    }
    effects.append([.text(kind), .integer(id), .integer(language), .of(effect), .of(short)])
  }

  /// A text of a version group or of a version (Pokédex entries); the other is 0.
  mutating func addFlavorText(
    _ text: String, kind: String, id: Int, language: Int?, versionGroup: Int?, version: Int?
  ) {
    let group = versionGroup ?? 0
    let version = version ?? 0
    guard let language,
      keep(["flavor", .text(kind), .integer(id), .integer(language), .integer(group), .integer(version)])
    else { return }
    flavorTexts.append([
      .text(kind), .integer(id), .integer(language), .integer(group), .integer(version), .text(text),
    ])
  }

  private mutating func keep(_ key: [PokedexValue]) -> Bool { seen.insert(key).inserted }
}
