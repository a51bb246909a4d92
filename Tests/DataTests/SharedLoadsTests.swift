import Domain
import Foundation
import Testing

@testable import PokedexData

/// A shared document whose first load fails once `joiners` callers have joined it, and
/// every later one answers its attempt number.
actor FlakyDocument {
  private(set) var attempts = 0
  private let joins: AsyncStream<URL>
  private let joiners: Int

  init(failingOnceJoinedBy joiners: Int, joins: AsyncStream<URL>) {
    self.joiners = joiners
    self.joins = joins
  }

  func load() async throws -> Int {
    attempts += 1
    let attempt = attempts
    guard attempt == 1 else { return attempt }
    for await _ in joins.prefix(joiners) {}
    throw PokedexError.serverFailed(url: "species/1", status: 500)
  }
}

/// The time limit is three minutes, not one: a loaded machine can leave a test unscheduled
/// for 90 s.
@Suite("Shared loads", .timeLimit(.minutes(3)))
struct SharedLoadsTests {
  static let url = URL(string: "http://dex.test/api/v2/pokemon-species/1/")

  @Test func callersWaitingOnAFailedLoadAskOnceMoreTogether() async throws {
    let url = try #require(Self.url)
    let (joins, joined) = AsyncStream<URL>.makeStream()
    let shared = SharedLoads<Int> { joined.yield($0) }
    let document = FlakyDocument(failingOnceJoinedBy: 2, joins: joins)
    let outcomes = await withTaskGroup(of: Int?.self, returning: [Int?].self) { group in
      for _ in 0..<3 {
        group.addTask { try? await shared.value(for: url) { try await document.load() } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    // The caller whose own load failed hears of it; those that waited on it share one
    // retry instead of failing with it.
    #expect(outcomes.filter { $0 == nil }.count == 1)
    #expect(outcomes.compactMap { $0 } == [2, 2])
    #expect(await document.attempts == 2)
  }
}
