import Domain

/// Every Pokémon's display name in every language but English (whose is
/// `pokemon.display_name`), as `names` rows of kind `pokemon`, made from the finished
/// tables: the species' name for a default Pokémon ("Dracaufeu"), else its form's full
/// name ("Méga-Dracaufeu X"), else the species' with the form's ("リザードン (メガリザードンＸ)"
/// reads "メガリザードンＸ", which already names the species), else the English name. What
/// those leave out is added (`DisplayName.distinguished`), then, where two Pokémon of one
/// language still read alike, the sign of a sex, then the words of the slug that tell them
/// apart, then the number: every name of a language names one Pokémon.
///
/// Only the names that differ from the English one are rows; a reader falls back to
/// `display_name`.
enum PokemonNameTable {
  static let english = 9

  static func make(from tables: [PokedexTable]) -> PokedexTable {
    var table = PokedexTable("names", columns: ["kind", "entry_id", "language_id", "name"])
    let source = Source(tables)
    for language in source.languages where language != english {
      for (id, name) in names(in: language, source) {
        guard let pokemon = source.pokemon[id], pokemon.englishName != name else { continue }
        table.append(["pokemon", .integer(id), .integer(language), .text(name)])
      }
    }
    return table
  }

  /// Every Pokémon's name in `language`, told apart.
  static func names(in language: Int, _ source: Source) -> [Int: String] {
    var names: [Int: String] = [:]
    let powerConstruct = source.abilityName(DisplayName.powerConstruct, in: language)
    for pokemon in source.pokemon.values {
      let plain = source.plainName(of: pokemon, in: language)
      names[pokemon.id] = DisplayName.distinguished(
        plain, pokemonSlug: pokemon.slug, isDefault: pokemon.isDefault,
        powerConstructName: powerConstruct ?? "Power Construct", marksGender: false)
    }
    for tellApart in PokemonNamesTellingApart.steps {
      for ids in PokemonNamesTellingApart.alike(names) {
        let members = ids.compactMap { source.pokemon[$0] }
        for pokemon in members {
          guard let name = names[pokemon.id] else { continue }
          names[pokemon.id] = tellApart(name, pokemon, members)
        }
      }
    }
    return names
  }

  /// What the names are made from, read out of the generated tables.
  struct Source {
    var languages: [Int] = []
    var pokemon: [Int: PokemonNamesTellingApart.Row] = [:]
    var defaultForm: [Int: Int] = [:]
    var abilityIDs: [String: Int] = [:]
    var names: [String: [Int: [Int: String]]] = [:]

    init(_ tables: [PokedexTable]) {
      func rows(_ name: String) -> [[String: PokedexValue]] {
        guard let table = tables.first(where: { $0.name == name }) else { return [] }
        return table.rows.map { Dictionary(uniqueKeysWithValues: zip(table.columns, $0)) }
      }
      languages = rows("languages").compactMap { $0["id"]?.integer }.sorted()
      for row in rows("pokemon") {
        guard let id = row["id"]?.integer, let slug = row["identifier"]?.text,
          let species = row["species_id"]?.integer, let english = row["display_name"]?.text
        else { continue }
        pokemon[id] = PokemonNamesTellingApart.Row(
          id: id, slug: slug, species: species, isDefault: row["is_default"]?.integer == 1,
          englishName: english)
      }
      for row in rows("pokemon_forms") {
        guard let id = row["id"]?.integer, let owner = row["pokemon_id"]?.integer else { continue }
        if defaultForm[owner] == nil || row["is_default"]?.integer == 1 { defaultForm[owner] = id }
      }
      for row in rows("abilities") {
        guard let id = row["id"]?.integer, let slug = row["identifier"]?.text else { continue }
        abilityIDs[slug] = id
      }
      for row in rows("names") {
        guard let kind = row["kind"]?.text, let id = row["entry_id"]?.integer,
          let language = row["language_id"]?.integer, let name = row["name"]?.text
        else { continue }
        names[kind, default: [:]][id, default: [:]][language] = name
      }
    }

    func name(_ kind: String, _ id: Int?, in language: Int) -> String? {
      guard let id, let name = names[kind]?[id]?[language], !name.isEmpty else { return nil }
      return name
    }

    func abilityName(_ slug: String, in language: Int) -> String? {
      name("ability", abilityIDs[slug], in: language)
    }

    func plainName(of pokemon: PokemonNamesTellingApart.Row, in language: Int) -> String {
      let species = name("pokemon-species", pokemon.species, in: language)
      if pokemon.isDefault { return species ?? pokemon.englishName }
      let form = defaultForm[pokemon.id]
      if let full = name("pokemon-form", form, in: language) { return full }
      guard let species, let formName = name("pokemon-form-name", form, in: language) else {
        return pokemon.englishName
      }
      return formName.contains(species) ? formName : "\(species) (\(formName))"
    }
  }
}
