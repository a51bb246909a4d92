import PokedexData
import Domain
import Infrastructure

/// Everything a command needs from the outside world, gathered in one value.
///
/// `live()` is the real world; tests build one with captured output, a fixed environment
/// (with temporary data and cache folders) and an HTTP client pointed at a loopback
/// server, and drive commands through `run(in:)` exactly as a user would.
struct AppEnvironment: Sendable {
  /// pokeapi.co, used when neither `--base-url` nor `POKEAPI_BASE_URL` says otherwise.
  static let defaultBaseURL = PokeAPIEndpoints.defaultBaseURL

  /// The process environment: POKEAPI_BASE_URL, NO_COLOR, COLUMNS, TERM, POKECLI_*, XDG_*.
  var variables: [String: String]
  /// Where answers go.
  var output: any TextSink
  /// Where errors, notices and progress go.
  var errorOutput: any TextSink
  /// Whether `output` is a terminal (colour in auto mode).
  var outputIsTerminal: Bool
  /// Whether `errorOutput` is a terminal (a progress bar rather than progress lines).
  var errorOutputIsTerminal: Bool
  /// The terminal's width, when `output` is one.
  var terminalColumns: Int?
  /// The network.
  var httpClient: any HTTPClient
  /// The user's home folder, under which the data and cache folders live by default.
  var home: URL
  /// Whether Apple's folder conventions apply.
  var isMacOS: Bool
  /// The clock.
  var now: @Sendable () -> Date
  /// The Pokédex built into the binary, if any; tests give their own or none.
  var builtInData: BuiltInData? = nil
  /// The language names and texts are shown in, with the names of its types, stats and
  /// games: English until `--language` (or POKECLI_LANGUAGE) is checked and read, before
  /// a command runs (`LanguageChoice`).
  var vocabulary: Vocabulary = .english
  /// How long a sprite may take before the card is printed without it. Tests that run
  /// pokecli inside their own busy process give it as long as a document gets.
  var spriteDeadline: Duration = RemoteSpriteRepository.defaultDeadline

  /// The real process: its environment, standard streams, home folder and HTTP client.
  /// The client opens nothing until its first request; `PokeCLI.main()` shuts it down.
  /// The streams note their failed writes in `writeFailures`.
  static func live(writeFailures: WriteFailures = WriteFailures()) -> AppEnvironment {
    let variables = ProcessInfo.processInfo.environment
    return AppEnvironment(
      variables: variables,
      output: StandardStream(.standardOutput, failures: writeFailures),
      errorOutput: StandardStream(.standardError, failures: writeFailures),
      outputIsTerminal: Terminal.isTerminal(.standardOutput),
      errorOutputIsTerminal: Terminal.isTerminal(.standardError),
      terminalColumns: Terminal.columns(of: .standardOutput),
      httpClient: AsyncHTTPClientTransport(settings: .init(userAgent: AppVersion.userAgent)),
      home: StorageLocations.homeFolder(environment: variables),
      isMacOS: StorageLocations.isMacOS,
      now: { Date() },
      builtInData: EmbeddedDatabase.data())
  }
}

/// Somewhere text can be written: a standard stream, or a buffer in tests.
protocol TextSink: Sendable {
  func write(_ text: String)
  /// Writes bytes that are not text (`data export -`), unfiltered.
  func write(bytes: Data)
}

extension StandardStream: TextSink {}
