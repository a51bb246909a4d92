import FlyingFox
import Foundation

/// The hostile answers pokecli is tested against, one per way a server can hurt a client.
///
/// The ones a framework cannot give (bombs, drips, silence) are `HostileServer` handlers;
/// the ones that are well-formed HTTP (redirects, links, rate limits, a wrong id) are
/// `LoopbackServer` handlers built on `FixturePokedex`.
public enum HostileScenario {
  // MARK: - Raw-socket scenarios

  /// 1 MiB of gzip that inflates to 1 GiB, made once.
  public static let gzipBombBody = GzipBomb.member(inflatingTo: 1 << 30)

  /// Every request answers the gzip bomb as JSON.
  public static let gzipBomb: HostileServer.Handler = { _ in
    .answer(
      status: 200,
      headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"],
      body: gzipBombBody)
  }

  /// Every request answers 200 MB of spaces with no length announced.
  public static let hugeBody: HostileServer.Handler = { _ in
    .stream(
      status: 200, headers: ["Content-Type": "application/json"],
      chunk: Data(repeating: 0x20, count: 1 << 20), count: 200, announced: false)
  }

  /// Every request answers one byte every 5 seconds.
  public static let drippingBody: HostileServer.Handler = { _ in
    .drip(interval: .seconds(5), length: 1000)
  }

  /// Every connection is accepted and never answered.
  public static let silent: HostileServer.Handler = { _ in .silent }

  // MARK: - Loopback (FlyingFox) scenarios

  /// Every request is redirected to the same path on `host` (another origin).
  public static func redirectToAnotherHost(_ host: String) -> LoopbackServer.Handler {
    { request in
      HTTPResponse(
        statusCode: .found, headers: HTTPHeaders([.location: "http://\(host)\(request.path)"]))
    }
  }

  /// `/…/a` redirects to `/…/b` and back, for ever.
  public static let redirectLoop: LoopbackServer.Handler = { request in
    let next = request.path.hasSuffix("/a") ? "b" : "a"
    let base = request.path.split(separator: "/").dropLast().joined(separator: "/")
    return HTTPResponse(
      statusCode: .temporaryRedirect, headers: HTTPHeaders([.location: "/\(base)/\(next)"]))
  }

  /// The fixture Pokédex, but every `pokemon` document links to its species, types and
  /// everything else on `host` instead of this server.
  public static func linksToAnotherHost(_ host: String) -> LoopbackServer.Handler {
    { request in
      var moved = request
      let folder = "/api/v2/pokemon/"
      if request.path.hasPrefix(folder), request.path.count > folder.count {
        moved.headers[HTTPHeader("Host")] = host
      }
      return FixturePokedex.respond(to: moved)
    }
  }

  /// Every request answers 429 with `Retry-After: <seconds>`.
  public static func busy(retryAfter seconds: Int) -> LoopbackServer.Handler {
    { _ in
      HTTPResponse(
        statusCode: .tooManyRequests, headers: [HTTPHeader("Retry-After"): "\(seconds)"],
        body: Data("Too Many Requests".utf8))
    }
  }

  /// The fixture Pokédex behind a rate limit, like `pokeapi-mirror --rate-limit N`: more
  /// than `perSecond` requests within one wall-clock second answer 429 with
  /// `Retry-After: 1`, and the refused requests count too.
  public static func rateLimited(perSecond: Int) -> LoopbackServer.Handler {
    let window = RateWindow(limit: perSecond)
    return { request in
      guard await window.admit() else {
        return HTTPResponse(
          statusCode: .tooManyRequests, headers: [HTTPHeader("Retry-After"): "1"],
          body: Data("Too Many Requests".utf8))
      }
      return FixturePokedex.respond(to: request)
    }
  }

  /// The fixture Pokédex, except that `pokemon/eevee/` answers Pikachu's document (id 25):
  /// an answer that is not the one asked for.
  public static let wrongID: LoopbackServer.Handler = { request in
    guard request.path.hasPrefix("/api/v2/pokemon/eevee") else {
      return FixturePokedex.respond(to: request)
    }
    let body = (try? Fixtures.data("pokemon-25")) ?? Data()
    return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
  }
}

/// Counts requests per wall-clock second, as pokeapi-mirror does.
actor RateWindow {
  private let limit: Int
  private var second = 0
  private var count = 0

  init(limit: Int) {
    self.limit = limit
  }

  /// Whether one more request fits in the current second (it is counted either way).
  func admit() -> Bool {
    let now = Int(Date().timeIntervalSince1970)
    if now == second {
      count += 1
    } else {
      (second, count) = (now, 1)
    }
    return count <= limit
  }
}
