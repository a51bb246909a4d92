import Domain
import PokedexData

/// `--language` (else POKECLI_LANGUAGE, else English): checked against the languages of
/// the built-in data, whatever the API (every PokeAPI names its languages alike), and
/// read into the names of the small lists before a command runs.
enum LanguageChoice {
  /// The code asked for, lowercased; `en` when none is.
  static func code(options: GlobalOptions, environment: AppEnvironment) -> String {
    let asked = options.language
      ?? environment.variables["POKECLI_LANGUAGE"].flatMap { $0.isEmpty ? nil : $0 }
    return (asked ?? "en").lowercased()
  }

  /// The vocabulary of the language asked for. In English, only a command
  /// `namingPokedexes` reads names (the Pokédexes').
  /// - Throws: `UsageFailure` naming every code when the data knows no such language.
  static func vocabulary(
    options: GlobalOptions, environment: AppEnvironment, namingPokedexes: Bool
  ) async throws -> Vocabulary {
    let code = code(options: options, environment: environment)
    if code == "en", !namingPokedexes { return .english }
    let known = environment.builtInData?.languages ?? []
    guard code == "en" || known.contains(code) else {
      throw UsageFailure(
        message: "no language \"\(SafeText.clean(code))\": --language takes one of "
          + known.joined(separator: ", "))
    }
    guard let root = try? CompositionRoot(environment: environment, options: options),
      let database = root.embeddedDatabase(language: code)
    else { return code == "en" ? .english : Vocabulary(language: code) }
    // English's names are the Pokédexes' alone: without them a card still reads.
    guard code != "en" else { return (try? await database.vocabulary()) ?? .english }
    return try await database.vocabulary()
  }
}
