/// Builds the English name a person reads for a Pokémon from its species' English name.
///
/// The default Pokémon of a species reads as the species ("Giratina", not
/// "giratina-altered"). An alternate form reads as its `pokemon-form` document names it
/// (`form`: "Mega Charizard X"); without one, its form is added in brackets from the part
/// of its slug after the species slug (`make`: `charizard-mega-x` reads
/// "Charizard (Mega X)"). What the form's names leave out is added (`distinguished`), so
/// that no two Pokémon read alike.
public enum DisplayName {
  /// The display name of the Pokémon `pokemonSlug` of species `speciesSlug`.
  /// - Parameters:
  ///   - speciesName: the species' English name, such as "Mr. Mime"; the slug is used
  ///     (title-cased) when PokeAPI has no English name.
  ///   - isDefault: whether this is the species' default Pokémon.
  public static func make(
    pokemonSlug: String, speciesSlug: String, speciesName: String?, isDefault: Bool
  ) -> String {
    let base = speciesName.flatMap { $0.isEmpty ? nil : $0 } ?? titleCased(speciesSlug)
    guard !isDefault, pokemonSlug != speciesSlug else { return base }
    let formSlug = pokemonSlug.hasPrefix(speciesSlug + "-")
      ? String(pokemonSlug.dropFirst(speciesSlug.count + 1))
      : pokemonSlug
    return formSlug.isEmpty ? base : "\(base) (\(titleCased(formSlug)))"
  }

  /// The display name of a Pokémon from its `pokemon-form` document's English names: the
  /// species' name for its default Pokémon ("Giratina", in the header and the forms list
  /// alike); else the form's full English name ("Alolan Raichu", "Mega Charizard X");
  /// else the species' name with the form's ("Koraidon (Limited Build)"); else, without
  /// a document, the name `make` derives from the slug.
  public static func form(
    pokemonSlug: String, speciesSlug: String, speciesName: String?, isDefault: Bool,
    englishName: String?, englishFormName: String?
  ) -> String {
    let derived = make(
      pokemonSlug: pokemonSlug, speciesSlug: speciesSlug, speciesName: speciesName,
      isDefault: isDefault)
    guard !isDefault, pokemonSlug != speciesSlug else { return derived }
    let named: String
    if let englishName, !englishName.isEmpty {
      named = englishName
    } else if let englishFormName, !englishFormName.isEmpty {
      let base = speciesName.flatMap { $0.isEmpty ? nil : $0 } ?? titleCased(speciesSlug)
      named = "\(base) (\(englishFormName))"
    } else {
      named = derived
    }
    return distinguished(
      named, pokemonSlug: pokemonSlug, isDefault: isDefault,
      marksGender: !named.lowercased().contains("male"))
  }

  /// `"mega-x"` → `"Mega X"`: hyphens become spaces and each word is capitalised, but
  /// for the few words the games spell otherwise ("PhD", "Gigantamax").
  public static func titleCased(_ slug: String) -> String {
    slug.split(separator: "-")
      .map { spelledOtherwise[String($0)] ?? $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
  }

  /// Words of form slugs that capitalising does not spell as the games do.
  static let spelledOtherwise: [String: String] = [
    "phd": "PhD", "gmax": "Gigantamax",
  ]
}
