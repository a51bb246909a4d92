import Domain

/// The words of an evolution family's steps in the language shown. `evolution_steps`
/// keeps the English names of the items, moves, places and forms a step names (as a
/// chain's documents give them); in another language each is found by that name (the
/// `names_by_name` index) and said in the language, where the data has it. Items keep
/// their slugs, so the card's command still names them.
extension PokedexDatabase {
  static func localized(
    _ requirements: [Int: [EvolutionRequirement]], in db: DatabaseReader
  ) async throws -> [Int: [EvolutionRequirement]] {
    guard db.language != DatabaseReader.english else { return requirements }
    var words = EvolutionWords()
    var localized: [Int: [EvolutionRequirement]] = [:]
    for (species, steps) in requirements {
      var said: [EvolutionRequirement] = []
      for var step in steps {
        if let item = step.item {
          (step.item, step.itemSlug) = try await words.item(item, db)
        }
        if let item = step.heldItem {
          (step.heldItem, step.heldItemSlug) = try await words.item(item, db)
        }
        step.knownMove = try await words.name(step.knownMove, kind: "move", db)
        step.usedMove = try await words.name(step.usedMove, kind: "move", db)
        step.location = try await words.name(step.location, kind: "location", db)
        step.baseForm = try await words.form(step.baseForm, db)
        step.evolvedForm = try await words.form(step.evolvedForm, db)
        said.append(step)
      }
      localized[species] = said
    }
    return localized
  }
}

/// The names already looked up for one family, so a word its steps repeat is read once.
private struct EvolutionWords {
  var items: [String: (String, String?)] = [:]
  var names: [String: String] = [:]

  /// The item named `english` in the language shown, with its slug.
  mutating func item(_ english: String, _ db: DatabaseReader) async throws -> (String?, String?) {
    if let known = items[english] { return known }
    let row = try await db.row("""
        SELECT i.identifier, (SELECT name FROM names WHERE kind = 'item' AND entry_id = i.id
            AND language_id = SHOWN_LANGUAGE) AS shown
        FROM names n JOIN items i ON i.id = n.entry_id
        WHERE n.name = ? AND n.kind = 'item' AND n.language_id = 9 ORDER BY i.id LIMIT 1
        """,
      [english])
    let found = (row?.text("shown") ?? english, row?.text("identifier"))
    items[english] = found
    return found
  }

  /// The move or place (`kind`) named `english`, in the language shown, else as it is.
  mutating func name(_ english: String?, kind: String, _ db: DatabaseReader) async throws -> String? {
    guard let english else { return nil }
    let key = kind + "\u{0}" + english
    if let known = names[key] { return known }
    let shown = try await db.row("""
        SELECT s.name FROM names n JOIN names s ON s.kind = n.kind AND s.entry_id = n.entry_id
          AND s.language_id = SHOWN_LANGUAGE
        WHERE n.name = ? AND n.kind = ? AND n.language_id = 9 ORDER BY n.entry_id LIMIT 1
        """,
      [english, kind])?.text("name") ?? english
    names[key] = shown
    return shown
  }

  /// The Pokémon whose English name is `english` ("Alolan Raichu"), named in the
  /// language shown, else as it is.
  mutating func form(_ english: String?, _ db: DatabaseReader) async throws -> String? {
    guard let english else { return nil }
    let key = "pokemon\u{0}" + english
    if let known = names[key] { return known }
    let shown = try await db.row("""
        SELECT n.name FROM pokemon p JOIN names n ON n.kind = 'pokemon' AND n.entry_id = p.id
          AND n.language_id = SHOWN_LANGUAGE
        WHERE p.display_name = ? ORDER BY p.id LIMIT 1
        """,
      [english])?.text("name") ?? english
    names[key] = shown
    return shown
  }
}
