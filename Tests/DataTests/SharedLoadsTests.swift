import Domain
import Foundation
import Testing

@testable import PokedexData

/// A shared document whose first load fails and every later one answers its attempt number.
actor FlakyDocument {
  private(set) var attempts = 0

  func load() async throws -> Int {
    attempts += 1
    let attempt = attempts
    // Long enough for the other callers to join the first load.
    try await Task.sleep(for: .milliseconds(100))
    if attempt == 1 { throw PokedexError.serverFailed(url: "species/1", status: 500) }
    return attempt
  }
}

@Suite("Shared loads")
struct SharedLoadsTests {
  static let url = URL(string: "http://dex.test/api/v2/pokemon-species/1/")

  @Test func callersWaitingOnAFailedLoadAskOnceMoreTogether() async throws {
    let url = try #require(Self.url)
    let shared = SharedLoads<Int>()
    let document = FlakyDocument()
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
