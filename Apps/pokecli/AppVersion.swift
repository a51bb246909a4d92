/// The version pokecli reports with `--version` and in its User-Agent.
enum AppVersion {
  static let current = "0.1.0"

  /// What `--version` prints: the version and the day of the built-in Pokédex's data.
  static func description(builtIn: BuiltInData?) -> String {
    guard let builtIn else { return "\(current) (no built-in Pokédex)" }
    return "\(current) (built-in Pokédex: \(builtIn.pokemonCount) Pokémon "
      + "as of \(builtIn.generatedOn))"
  }

  /// How pokecli introduces itself to PokeAPI, as its fair-use policy asks.
  static let userAgent = "pokecli/\(current) (Swift command-line Pokédex)"
}
