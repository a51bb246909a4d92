import Domain

// Abilities, as the built-in database and PokeAPI hold them: this file is the kind's one
// declaration in Data. Its storage (first) names the table and the reads below it: the
// database's SQL of one ability and of every row, the reads of one ability and one row
// over PokeAPI, and the `ability` document with its mapping to Domain's `Ability`.

extension Ability: StoredKind {
  public static let storage = KindStorage<Ability>(
    table: "abilities", builtInEntry: { try await $0.ability(id: $1) },
    builtInRows: { database, _ in try await database.abilityRows() },
    remoteEntry: { try await $0.ability($1) },
    remoteRow: { source in { try await source.reader.abilityRow($0) } })
}

extension PokeAPIResource {
  /// The `ability` documents.
  public static let ability = PokeAPIResource("ability")
}

// MARK: - The built-in database

/// The abilities tables read as Domain's `Ability`: the ability, its English name, effect
/// and game texts, and every Pokémon that can have it.
extension PokedexDatabase {
  /// The ability numbered `id`; `nil` when the database has none.
  func ability(id: Int) async throws -> Ability? {
    try await read { db -> Ability? in
      guard let row = try await db.row(Self.abilitySQL, [id]),
        let slug = row.text("identifier")
      else { return nil }
      let descriptions = try await Self.gameTexts(db, kind: "ability", id: id)
      // A Pokémon with the ability in two slots (hidden and not) is listed once, as not
      // hidden: it can have it without special means.
      let holders = try await db.rows("""
          SELECT p.id, p.identifier, coalesce((SELECT name FROM names
              WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), p.display_name) AS display_name,
            min(pa.is_hidden) AS is_hidden
          FROM pokemon_abilities pa JOIN pokemon p ON p.id = pa.pokemon_id
          WHERE pa.ability_id = ? GROUP BY p.id ORDER BY p.id
          """,
        [id]
      ).compactMap { row -> AbilityHolder? in
        guard let pokemon = row.int("id"), let name = row.text("identifier") else { return nil }
        return AbilityHolder(
          id: pokemon, name: name, displayName: row.text("display_name") ?? name,
          isHidden: row.flag("is_hidden"))
      }
      var ability = Ability(
        id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
        generation: row.int("generation_id"), isMainSeries: row.flag("is_main_series"),
        effect: Self.effect(row, in: db, paragraph: Self.effectParagraph),
        descriptions: descriptions, holders: holders)
      ability.holdings = try await Self.abilityHoldings(id, in: db)
      return ability
    }
  }

  /// Every way a Pokémon has had ability `id`: today's slots and past ones
  /// (`pokemon_past_abilities`, whose row for a generation holds back to the slot's
  /// previous row), each from the later of when the Pokémon came (its species'
  /// generation, and an alternate form's group of games', as the card tells forms) and
  /// the generation after the slot last held something else.
  private static func abilityHoldings(_ id: Int, in db: DatabaseReader) async throws -> [AbilityHolder] {
    try await db.rows(abilityHoldingsSQL, [id, id]).compactMap { row -> AbilityHolder? in
      guard let pokemon = row.int("id"), let name = row.text("identifier") else { return nil }
      let came = max(row.int("species_generation") ?? 1, row.int("form_generation") ?? 1)
      return AbilityHolder(
        id: pokemon, name: name, displayName: row.text("display_name") ?? name,
        isHidden: row.flag("is_hidden"),
        generations: GenerationSpan(
          first: max(came, row.int("after_past") ?? 1), last: row.int("last_generation")))
    }
  }

  private static let abilityHoldingsSQL = """
    WITH held (pokemon_id, is_hidden, after_past, last_generation) AS (
      SELECT pa.pokemon_id, pa.is_hidden,
        (SELECT max(pp.generation_id) + 1 FROM pokemon_past_abilities pp
          WHERE pp.pokemon_id = pa.pokemon_id AND pp.slot = pa.slot),
        NULL
      FROM pokemon_abilities pa WHERE pa.ability_id = ?
      UNION ALL
      SELECT pp.pokemon_id, pp.is_hidden,
        (SELECT max(q.generation_id) + 1 FROM pokemon_past_abilities q
          WHERE q.pokemon_id = pp.pokemon_id AND q.slot = pp.slot AND q.generation_id < pp.generation_id),
        pp.generation_id
      FROM pokemon_past_abilities pp WHERE pp.ability_id = ?)
    SELECT p.id, p.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), p.display_name) AS display_name,
      h.is_hidden, h.after_past, h.last_generation, s.generation_id AS species_generation,
      \(formGenerationColumn)
    FROM held h JOIN pokemon p ON p.id = h.pokemon_id JOIN species s ON s.id = p.species_id
    ORDER BY p.id, h.last_generation
    """

  private static let abilitySQL = """
    SELECT a.identifier, a.generation_id, a.is_main_series, coalesce((SELECT name FROM names
        WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      \(effectColumns)
    FROM abilities a
    LEFT JOIN names n ON n.kind = 'ability' AND n.entry_id = a.id AND n.language_id = 9
    \(effectJoin(kind: "ability", entry: "a.id"))
    WHERE a.id = ?
    """

  /// An effect text as one safe paragraph.
  static func effectParagraph(_ text: String) -> String {
    FlavorText.clean(SafeText.clean(text))
  }

  /// Every ability as a list row, in number order: one query for all of them.
  func abilityRows() async throws -> [AbilityRow] {
    try await read { db in
      try await db.rows(Self.abilityRowsSQL).compactMap { row -> AbilityRow? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return AbilityRow(
          id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
          generation: row.int("generation_id"), pokemonCount: row.int("holders") ?? 0,
          shortEffect: row.rawText("short_effect").map(PokedexDatabase.effectParagraph))
      }
    }
  }

  private static let abilityRowsSQL = """
    SELECT a.id, a.identifier, a.generation_id, coalesce((SELECT name FROM names
        WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      \(shortEffectColumn),
      (SELECT count(DISTINCT pokemon_id) FROM pokemon_abilities pa WHERE pa.ability_id = a.id)
        AS holders
    FROM abilities a
    LEFT JOIN names n ON n.kind = 'ability' AND n.entry_id = a.id AND n.language_id = 9
    \(effectJoin(kind: "ability", entry: "a.id"))
    ORDER BY a.id
    """
}

// MARK: - PokeAPI

/// Abilities from PokeAPI itself: one `ability` document each, which names every Pokémon
/// that can have it. A name written another way (`lightningrod`) is found through the
/// list of every ability's name, as a move's is.
extension PokeAPIReader {
  /// The ability `query` names.
  func ability(_ query: EntryQuery) async throws -> Ability {
    try await entryDocument(AbilityDTO.self, of: .ability, kind: .ability, query).document
      .toDomain()
  }

  /// Ability `id`'s row, from its document.
  func abilityRow(_ id: Int) async throws -> AbilityRow {
    let ability = try await document(AbilityDTO.self, of: .ability, id: id).toDomain()
    var row = AbilityRow(
      id: id, name: ability.name, displayName: ability.displayName,
      generation: ability.generation, pokemonCount: ability.holders.count,
      shortEffect: ability.effect.short)
    row.translations = ability.translations?.mapValues {
      AbilityRow.Wording(name: $0.name, shortEffect: $0.effect.short)
    } ?? [:]
    return row
  }
}

// MARK: - The document

/// The fields of an `ability` document that pokecli uses: its name and what it does (for
/// a Pokémon's card), and the rest of its card (for `pokecli ability`).
public struct AbilityDTO: Decodable, Sendable {
  /// A Pokémon that can have the ability.
  public struct Holder: Decodable, Sendable {
    /// The Pokémon.
    public let pokemon: NamedAPIResourceDTO
    /// Whether it is the Pokémon's hidden ability.
    public let isHidden: Bool?
  }

  /// PokeAPI's id of the ability.
  public let id: Int
  /// The ability's slug, such as `static`.
  public let name: String
  /// The ability's names in the languages PokeAPI knows; the English one is shown.
  public let names: [LocalizedNameDTO]?
  /// Descriptions of the effect, one per language; the English short one is shown.
  package let effectEntries: [EffectTextDTO]?
  /// In-game descriptions from each game and language; used when there is no effect text.
  package let flavorTextEntries: [VersionGroupTextDTO]?
  /// The generation that introduced it.
  public let generation: NamedAPIResourceDTO?
  /// Whether it is in the main games.
  public let isMainSeries: Bool?
  /// The Pokémon that can have it.
  public let pokemon: [Holder]?
}

extension AbilityDTO: NamedTextsDocument {
  var textLanguages: Set<String> { Set((flavorTextEntries ?? []).map(\.language.code)) }

  /// The ability as Domain has it. Every outside string is made safe to print. The games'
  /// groups carry their id as their order, and the holders' names are their slugs title
  /// cased: the document names no more, and a request per holder would cost hundreds.
  /// It carries its name and game texts in every other language the document speaks.
  func toDomain() -> Ability {
    translating(english())
  }

  private func english() -> Ability {
    var holders: [Int: AbilityHolder] = [:]
    for holder in pokemon ?? [] {
      guard let id = holder.pokemon.linkedID else { continue }
      let slug = SafeText.clean(holder.pokemon.name)
      let hidden = (holder.isHidden ?? false) && (holders[id]?.isHidden ?? true)
      holders[id] = AbilityHolder(
        id: id, name: slug, displayName: DisplayName.titleCased(slug), isHidden: hidden)
    }
    return Ability(
      id: id, name: SafeText.clean(name),
      displayName: displayName(in: "en"),
      generation: generation?.linkedID, isMainSeries: isMainSeries ?? true,
      effect: effect(in: "en"),
      descriptions: descriptions(in: "en"),
      holders: holders.values.sorted { $0.id < $1.id })
  }

  /// The effect in `language`, else in English (`EffectTexts`).
  func effect(in language: String) -> EffectText {
    EffectTexts.of(effectEntries, in: language, paragraph: Self.paragraph)
  }

  /// The descriptions in `language`, else in English (`GameTexts`).
  func descriptions(in language: String) -> [GameText] {
    GameTexts.of(
      flavorTextEntries, in: language, language: \.language.code, group: \.versionGroup,
      text: \.text)
  }

  private static func paragraph(_ text: String) -> String {
    FlavorText.clean(SafeText.clean(text))
  }
}
