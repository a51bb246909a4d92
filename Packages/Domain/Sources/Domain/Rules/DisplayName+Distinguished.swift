/// What PokeAPI's names of a form leave out. Its forms' names call two Pokémon alike where
/// the games tell them apart by an ability or a sex: `zygarde-10` and
/// `zygarde-10-power-construct` are both "10% Zygarde", `meowstic-male-mega` and
/// `meowstic-female-mega` both "Mega Meowstic". The difference is added from the slug, in
/// the language shown: "10% Zygarde (Power Construct)", "Mega Meowstic ♀".
extension DisplayName {
  /// The slug of the one ability that makes Pokémon of their own (Zygarde's).
  public static let powerConstruct = "power-construct"

  /// `name` with what the slug says that it does not.
  /// - Parameters:
  ///   - powerConstructName: the ability's name in the language shown.
  ///   - marksGender: whether a form of one sex gets its sign (♂, ♀); callers pass false
  ///     where the name already says it ("Female Meowstic").
  public static func distinguished(
    _ name: String, pokemonSlug: String, isDefault: Bool,
    powerConstructName: String = "Power Construct", marksGender: Bool
  ) -> String {
    guard !isDefault else { return name }
    var marked = name
    if pokemonSlug.contains(powerConstruct), !marked.contains(powerConstructName) {
      marked += " (\(powerConstructName))"
    }
    if marksGender, let sign = genderSign(of: pokemonSlug), !marked.contains(sign) {
      marked += " " + sign
    }
    return marked
  }

  /// ♂ or ♀ for a slug with the word `male` or `female`; `nil` for one with neither.
  public static func genderSign(of pokemonSlug: String) -> String? {
    let words = pokemonSlug.split(separator: "-")
    if words.contains("female") { return "♀" }
    if words.contains("male") { return "♂" }
    return nil
  }
}
