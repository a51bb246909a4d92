import FlyingFox
import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// Durations and dates no sane user or cache holds: refused in one line, or handled,
/// never a trap.
@Suite("Impossible durations and dates, end to end", .timeLimit(.minutes(20)))
struct HostileNumbersTests {
  let sandbox = Sandbox()

  static let durations = [
    "inf", "1e400", "99999999999999999999", "0x10", "-5", "1.5h", "nan", "3651d", "7y", "",
  ]

  @Test(arguments: durations.filter { !$0.isEmpty })
  func anImpossibleMaxAgeIsRefusedInOneLine(text: String) async {
    let flag = await CLIHarness.run(["cache", "info", "--max-age=\(text)"])
    #expect(flag.status == 64)
    #expect(flag.stderr.hasPrefix("pokecli: --max-age must be a duration"), "\(flag.stderr)")
    #expect(flag.stderr.split(separator: "\n").count == 1)

    let variable = await CLIHarness.run(["cache", "info"], variables: ["POKECLI_MAX_AGE": text])
    #expect(variable.status == 64)
    #expect(variable.stderr.hasPrefix("pokecli: POKECLI_MAX_AGE must be a duration"))
    #expect(variable.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: [
    ("0", "0 seconds"), ("45", "45 seconds"), ("3650d", "3650 days"), ("12h", "12 hours"),
  ])
  func aSaneMaxAgeIsShown(text: String, shown: String) async {
    let run = await CLIHarness.run(["cache", "info", "--max-age", text])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Fresh for  \(shown)"), "\(run.stdout)")
  }

  @Test func anEntryDatedLongAgoIsStaleAndItsAgeIsSaidInWords() async throws {
    defer { sandbox.remove() }
    let down = Switch()
    try await FixtureSession.with(
      sandbox: sandbox,
      handler: { request in
        down.isOn
          ? HTTPResponse(statusCode: .internalServerError)
          : PikachuFixtures.respond(to: request)
      }
    ) { session in
      let stored = await session.run(
        ["show", "pikachu"], now: Date(timeIntervalSince1970: -1e300))
      #expect(stored.result.status == 0)
      down.isOn = true
      let stale = await session.run(["show", "pikachu"]).result
      #expect(stale.status == 0)
      #expect(stale.stdout == stored.result.stdout)
      #expect(stale.stderr.hasPrefix("pokecli: showing \"pikachu\" as cached over 100 years ago"))

      let info = await session.run(["cache", "info"]).result
      #expect(info.status == 0)
    }
  }

  @Test func anEntryDatedFarInTheFutureIsNotFreshForever() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(
      sandbox: sandbox, handler: { PikachuFixtures.respond(to: $0) }
    ) { session in
      let stored = await session.run(["show", "pikachu"], now: Date(timeIntervalSince1970: 1e300))
      #expect(stored.result.status == 0)
      let again = await session.run(["show", "pikachu"])
      #expect(again.result.status == 0)
      #expect(again.requests > 0)
      let warm = await session.run(["show", "pikachu"])
      #expect(warm.requests == 0)
    }
  }
}

/// A flag a test flips while a server runs.
final class Switch: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isOn: Bool {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }

  @Test(arguments: [
    ("POKECLI_RETRIES", "many", "pokecli: POKECLI_RETRIES must be a whole number"),
    ("POKEAPI_BASE_URL", "pokeapi", "pokecli: not a usable base URL"),
  ])
  func aBadVariableIsAUsageErrorLikeABadFlag(
    name: String, value: String, message: String
  ) async {
    let run = await CLIHarness.run(["list"], variables: [name: value])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
  }
}
