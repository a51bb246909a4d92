import ArgumentParser
import PokedexData

/// The options every command shares: where PokeAPI is, and how to lay out the answer.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The PokeAPI to ask (else POKEAPI_BASE_URL, else pokeapi.co).", valueName: "url"))
  var baseURL: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "When to colour the output: auto (a terminal without NO_COLOR), always or never.",
      valueName: "when"))
  var color: ColorChoice = .auto

  @Option(
    name: .long,
    parsing: .unconditional,
    help: ArgumentHelp(
      "The width to lay out for (else COLUMNS, else the terminal's, else 80).",
      valueName: "columns"))
  var width: Int?

  @Flag(help: "Never use the network: answer from the cache or fail saying what is missing.")
  var offline = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "How long cached answers stay fresh: 7d, 12h, 30m, 0 to always refresh "
        + "(else POKECLI_MAX_AGE, else 7d).",
      valueName: "age"))
  var maxAge: String?

  /// The options a follow-up command must repeat to ask the same API the same way: the
  /// base URL when one was given, and `--offline`.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The language of names and texts, where PokeAPI has them (else POKECLI_LANGUAGE, "
        + "else en): fr, de, ja… `pokecli languages` lists them.",
      valueName: "code"),
    completion: CompletionWords.languages)
  var language: String?

  var passedOn: [String] {
    (baseURL.map { ["--base-url", $0] } ?? []) + (offline ? ["--offline"] : [])
      + (language.map { ["--language", $0] } ?? [])
  }

  /// The narrowest layout pokecli draws.
  static let minimumWidth = 20

  func validate() throws {
    if let width, width < Self.minimumWidth {
      throw ValidationError("--width must be at least \(Self.minimumWidth), not \(width)")
    }
    if let maxAge, DurationText.seconds(in: maxAge) == nil {
      throw ValidationError(
        "--max-age must be a duration such as 7d, 12h, 30m or 0, not \"\(maxAge)\": "
          + DurationText.expected)
    }
    if let baseURL, (try? PokeAPIEndpoints(baseURL: baseURL)) == nil {
      throw ValidationError(
        "--base-url must be an http(s) URL such as https://pokeapi.co/api/v2, not \"\(baseURL)\"")
    }
  }
}

/// When to write colour.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  case auto, always, never
}

extension GlobalOptions {
  /// Refuses `--offline` for a command that cannot honour it, saying `why` first.
  func refuseOffline(_ why: String) throws {
    if offline { throw ValidationError("\(why): leave out --offline") }
  }
}
