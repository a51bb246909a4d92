import Data
import Domain
import Foundation
import Infrastructure

/// Everything a command needs from the outside world, gathered in one value.
///
/// `live()` is the real world; tests build one with captured output, a fixed environment
/// and an HTTP client pointed at a loopback server, and drive commands through
/// `run(in:)` exactly as a user would.
struct AppEnvironment: Sendable {
  /// pokeapi.co, used when neither `--base-url` nor `POKEAPI_BASE_URL` says otherwise.
  static let defaultBaseURL = PokeAPIEndpoints.defaultBaseURL

  /// The process environment: POKEAPI_BASE_URL, NO_COLOR, COLUMNS, TERM.
  var variables: [String: String]
  /// Where answers go.
  var output: any TextSink
  /// Where errors and notices go.
  var errorOutput: any TextSink
  /// Whether `output` is a terminal (colour in auto mode).
  var outputIsTerminal: Bool
  /// The terminal's width, when `output` is one.
  var terminalColumns: Int?
  /// The network.
  var httpClient: any HTTPClient

  /// The real process: its environment, standard streams and URLSession.
  static func live() -> AppEnvironment {
    AppEnvironment(
      variables: ProcessInfo.processInfo.environment,
      output: StandardStream.output,
      errorOutput: StandardStream.error,
      outputIsTerminal: Terminal.isTerminal(.standardOutput),
      terminalColumns: Terminal.columns(of: .standardOutput),
      httpClient: URLSessionHTTPClient(userAgent: AppVersion.userAgent))
  }
}

/// Somewhere text can be written: a standard stream, or a buffer in tests.
protocol TextSink: Sendable {
  func write(_ text: String)
}

extension StandardStream: TextSink {}
