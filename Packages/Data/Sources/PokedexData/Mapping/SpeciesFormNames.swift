import Domain
/// The names of every Pokémon of one species in a language (`FormName`), told apart where
/// two read alike as the built-in data tells them apart (`PokemonNamesTellingApart`): by the
/// sign of a sex, then the slug's own words, then the number. A card names its forms so,
/// and a form's row too, so that no two of a species share a name in any language.
struct SpeciesFormNames: Sendable {
  let species: PokemonSpeciesDTO
  /// The names of the species' alternate forms' documents, by slug.
  let forms: [String: DocumentNames]
  /// Power Construct's names (Zygarde's forms are named after it), when at hand.
  var powerConstruct: [LocalizedNameDTO]?

  /// The name of the species' Pokémon `slug` in `language`, before telling apart.
  func name(of slug: String, isDefault: Bool, in language: String) -> String {
    let powerConstructName = powerConstruct?.first { $0.language.code == language }
      .map { SafeText.clean($0.name) }
    return FormName.of(
      pokemonSlug: slug.safe, speciesSlug: species.name.safe, speciesNames: species.names,
      isDefault: isDefault, form: forms[slug], in: language,
      powerConstructName: powerConstructName)
  }

  /// Every variety's name in `language`, by slug. English names are told apart as they
  /// are made (`DisplayName.form`); another language's by the built-in data's steps.
  func names(in language: String) -> [String: String] {
    var rows: [Int: PokemonNamesTellingApart.Row] = [:]
    var names: [Int: String] = [:]
    for variety in species.varieties ?? [] {
      guard let id = ResourceID.trailingNumber(of: variety.pokemon.url) else { continue }
      let slug = variety.pokemon.name
      rows[id] = PokemonNamesTellingApart.Row(
        id: id, slug: slug.safe, species: species.id, isDefault: variety.isDefault,
        englishName: name(of: slug, isDefault: variety.isDefault, in: "en"))
      names[id] = name(of: slug, isDefault: variety.isDefault, in: language)
    }
    if language != "en" {
      for tellApart in PokemonNamesTellingApart.steps {
        for ids in PokemonNamesTellingApart.alike(names) {
          let members = ids.compactMap { rows[$0] }
          for row in members {
            guard let name = names[row.id] else { continue }
            names[row.id] = tellApart(name, row, members)
          }
        }
      }
    }
    var bySlug: [String: String] = [:]
    for (id, name) in names {
      if let row = rows[id] { bySlug[row.slug] = name }
    }
    return bySlug
  }

  /// The languages its names are in.
  var languages: Set<String> {
    forms.values.reduce(into: species.names.languages) { languages, names in
      languages.formUnion(names.names.keys)
      languages.formUnion(names.formNames.keys)
    }
  }
}
