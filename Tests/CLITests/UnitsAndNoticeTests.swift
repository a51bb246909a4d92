import Foundation
import PokedexTesting
import Presentation
import Testing

@testable import pokecli

@Suite("Units by locale, and the notice of slow work")
struct UnitsAndNoticeTests {
  @Test(arguments: [
    (["LANG": "en_US.UTF-8"], UnitSystem.imperial), (["LANG": "en_GB.UTF-8"], .metric),
    (["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], .imperial),
    (["LC_MEASUREMENT": "de_DE", "LANG": "en_US.UTF-8"], .metric),
    (["LANG": "C"], .metric), ([:], .metric),
  ])
  func theLocaleVariablesChooseTheDefaultUnits(
    variables: [String: String], expected: UnitSystem
  ) {
    #expect(UnitsOption.preferred(variables: variables) == expected)
  }

  @Test func showTakesUnitsFromTheOptionOrTheLocale() async throws {
    let (imperial, _) = try await ShowCommandTests.run(["show", "pikachu", "--units", "imperial"])
    #expect(imperial.stdout.contains("Height 1′04″ (0.4 m) · Weight 13.2 lb (6.0 kg)"))
    let (metric, _) = try await ShowCommandTests.run(["show", "pikachu"])
    #expect(metric.stdout.contains("Height 0.4 m · Weight 6.0 kg"))
  }

  static func environment(errors: CapturedText, isTerminal: Bool) -> AppEnvironment {
    AppEnvironment(
      variables: [:], output: CapturedText(), errorOutput: errors, outputIsTerminal: false,
      errorOutputIsTerminal: isTerminal, terminalColumns: nil,
      httpClient: StubHTTPClient(answers: [:]),
      home: FileManager.default.temporaryDirectory, isMacOS: false, now: { Date() })
  }

  /// Work that outlasts the delay (zero here): it ends once `shown` says the notice is
  /// up, or after `patience` when no notice will ever come (a pipe).
  static func work(
    patience: Duration = .seconds(10), until shown: @escaping () -> Bool
  ) async -> Int {
    let end = ContinuousClock.now + patience
    while !shown(), ContinuousClock.now < end { try? await Task.sleep(for: .milliseconds(5)) }
    return 7
  }

  @Test func slowWorkInAPipeWritesNoNotice() async {
    let errors = CapturedText()
    let value = await WaitNotice.during(
      "loading…", in: Self.environment(errors: errors, isTerminal: false), after: .zero
    ) { await Self.work(patience: .milliseconds(200)) { !errors.text.isEmpty } }
    #expect(value == 7)
    #expect(errors.text == "")
  }

  @Test func slowWorkOnATerminalSaysSoThenErasesTheLine() async {
    let errors = CapturedText()
    let value = await WaitNotice.during(
      "loading…", in: Self.environment(errors: errors, isTerminal: true), after: .zero
    ) { await Self.work { !errors.text.isEmpty } }
    #expect(value == 7)
    #expect(errors.text == "\rloading…\r\u{1B}[K")
  }
}
