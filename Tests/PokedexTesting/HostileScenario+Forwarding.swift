import FlyingFox
import Foundation

extension HostileScenario {
  /// Serves `handler` (a `LoopbackServer` handler, such as `FixturePokedex.respond`) from a
  /// `HostileServer` until `outage` is switched on, then resets every connection: a
  /// PokeAPI that goes down while its port stays held, so no other test can be given the
  /// port and answer in its place.
  public static func serving(
    _ handler: @escaping LoopbackServer.Handler, outage: Outage
  ) -> HostileServer.Handler {
    { hostile in
      guard !outage.isOn else { return .reset }
      let parts = hostile.target.split(separator: "?", maxSplits: 1).map(String.init)
      let query = (parts.count > 1 ? parts[1] : "").split(separator: "&").map { pair in
        let field = pair.split(separator: "=", maxSplits: 1).map(String.init)
        let value = field.count > 1 ? field[1] : ""
        return HTTPRequest.QueryItem(name: field.first ?? "", value: value)
      }
      let request = HTTPRequest(
        method: .GET, version: .http11, path: parts.first ?? "/", query: query,
        headers: [HTTPHeader("Host"): "127.0.0.1:\(hostile.port)"], body: Data())
      let response = await handler(request)
      let body = (try? await response.bodyData) ?? Data()
      return .answer(
        status: response.statusCode.code, headers: ["Content-Type": "application/json"],
        body: body)
    }
  }
}

/// A switch a test flips to take a server down.
public final class Outage: @unchecked Sendable {
  private let lock = NSLock()
  private var on = false

  /// A switch, off.
  public init() {}

  /// Whether the outage has begun.
  public var isOn: Bool { lock.withLock { on } }

  /// Begins the outage.
  public func begin() { lock.withLock { on = true } }
}
