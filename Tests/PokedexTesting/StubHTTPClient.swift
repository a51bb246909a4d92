import Domain
import Foundation

/// An `HTTPClient` that answers from a table of URLs, records what it was asked, and can
/// hold each answer back for a while to shuffle the order answers arrive in.
public final class StubHTTPClient: HTTPClient, @unchecked Sendable {
  private let lock = NSLock()
  private let answers: [String: Result<Data, PokedexError>]
  private let delay: @Sendable (URL) -> Duration
  private var requested: [URL] = []
  private var inFlight = 0
  private var mostInFlight = 0

  /// A client answering each absolute URL string in `answers`; others answer 404.
  /// - Parameter delay: how long to wait before answering each URL.
  public init(
    answers: [String: Result<Data, PokedexError>],
    delay: @escaping @Sendable (URL) -> Duration = { _ in .zero }
  ) {
    self.answers = answers
    self.delay = delay
  }

  public func get(_ url: URL) async throws -> Data {
    begin(url)
    defer { end() }
    let wait = delay(url)
    if wait > .zero { try? await Task.sleep(for: wait) }
    switch answers[url.absoluteString] ?? .failure(.notFound(url: url.absoluteString)) {
    case .success(let data): return data
    case .failure(let error): throw error
    }
  }

  /// Every URL asked for, in the order asked.
  public var requestedURLs: [URL] { lock.withLock { requested } }

  /// The most requests that were ever waiting for an answer at once.
  public var maximumConcurrentRequests: Int { lock.withLock { mostInFlight } }

  private func begin(_ url: URL) {
    lock.withLock {
      requested.append(url)
      inFlight += 1
      mostInFlight = max(mostInFlight, inFlight)
    }
  }

  private func end() {
    lock.withLock { inFlight -= 1 }
  }
}
