import FlyingFox
import Foundation
import Infrastructure
import PokedexTesting
import Testing

/// What a successful answer looks like through `URLSessionHTTPClient`, checked against a
/// real HTTP server on 127.0.0.1.
@Suite struct URLSessionHTTPClientTests {
  static let userAgent = "pokecli/0.1.0 (+https://github.com/pokecli)"
  let client = URLSessionHTTPClient(timeout: 10, userAgent: Self.userAgent)

  @Test func successfulAnswerReturnsTheBody() async throws {
    let body = Data(#"{"name":"pikachu"}"#.utf8)
    let data = try await LoopbackServer.with(handler: { _ in
      HTTPResponse(statusCode: .ok, body: body)
    }) { server in
      try await client.get(server.requireBaseURL().appending(path: "api/v2/pokemon/25"))
    }
    #expect(data == body)
  }

  @Test func requestIsOneGetOfTheURLsPath() async throws {
    let (count, paths, method) = try await LoopbackServer.with(handler: { _ in
      HTTPResponse(statusCode: .ok)
    }) { server in
      _ = try await client.get(server.requireBaseURL().appending(path: "api/v2/pokemon/25"))
      let method = await server.requests.first?.method
      return await (server.requestCount, server.requestedPaths, method)
    }
    #expect(count == 1)
    #expect(paths == ["/api/v2/pokemon/25"])
    #expect(method == .GET)
  }

  @Test func userAgentIsSentWithEveryRequest() async throws {
    let userAgents = try await LoopbackServer.with(handler: { _ in
      HTTPResponse(statusCode: .ok)
    }) { server in
      _ = try await client.get(server.requireBaseURL())
      _ = try await client.get(server.requireBaseURL())
      return await server.requests.map { $0.headers[HTTPHeader("User-Agent")] }
    }
    #expect(userAgents == [Self.userAgent, Self.userAgent])
  }

  @Test func gzipBodyIsReturnedDecoded() async throws {
    let body = Data(String(repeating: #"{"name":"bulbasaur"}"#, count: 5_000).utf8)
    let (data, acceptEncoding) = try await LoopbackServer.with(handler: { _ in
      HTTPResponse(
        statusCode: .ok,
        headers: [.contentEncoding: "gzip", .contentType: "application/json"],
        body: Gzip.encode(body)
      )
    }) { server in
      let data = try await client.get(server.requireBaseURL().appending(path: "pokemon"))
      let acceptEncoding = await server.requests.first?.headers[HTTPHeader("Accept-Encoding")]
      return (data, acceptEncoding)
    }
    #expect(data == body)
    // URLSession asks for gzip by itself (libcurl does on Linux); the client adds nothing.
    let advertised = try #require(acceptEncoding, "no Accept-Encoding header arrived")
    #expect(advertised.lowercased().contains("gzip"), "Accept-Encoding was \(advertised)")
  }

  @Test func emptySuccessfulAnswerReturnsEmptyData() async throws {
    let data = try await LoopbackServer.with(handler: { _ in
      HTTPResponse(statusCode: .noContent)
    }) { server in
      try await client.get(server.requireBaseURL())
    }
    #expect(data.isEmpty)
  }
}
