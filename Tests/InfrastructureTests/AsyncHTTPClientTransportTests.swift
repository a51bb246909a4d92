import FlyingFox
import Foundation
import Infrastructure
import PokedexTesting
import Testing

/// What a successful answer looks like through `AsyncHTTPClientTransport`, checked against
/// a real HTTP server on 127.0.0.1.
@Suite(.timeLimit(.minutes(3))) struct AsyncHTTPClientTransportTests {
  static let userAgent = "pokecli/0.1.0 (+https://github.com/pokecli)"
  let client = AsyncHTTPClientTransport(
    settings: .init(deadline: .seconds(45), userAgent: Self.userAgent))

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

  @Test func aBodyExactlyAtTheCapIsReturned() async throws {
    let body = Data(repeating: UInt8(ascii: "a"), count: 4096)
    let data = try await LoopbackServer.with(handler: { _ in
      HTTPResponse(statusCode: .ok, body: body)
    }) { server in
      try await client.get(server.requireBaseURL(), maxBytes: 4096)
    }
    #expect(data == body)
  }

  @Test func aRedirectToTheSameOriginIsFollowed() async throws {
    let (data, paths) = try await LoopbackServer.with(handler: { request in
      request.path == "/old"
        ? HTTPResponse(statusCode: .movedPermanently, headers: HTTPHeaders([.location: "/new"]))
        : HTTPResponse(statusCode: .ok, body: Data("new".utf8))
    }) { server in
      let data = try await client.get(server.requireBaseURL().appending(path: "old"))
      return (data, await server.requestedPaths)
    }
    #expect(String(decoding: data, as: UTF8.self) == "new")
    #expect(paths == ["/old", "/new"])
  }

  @Test func aClientThatMadeNoRequestShutsDownAtOnceAndRefusesLaterOnes() async throws {
    let unused = AsyncHTTPClientTransport(settings: .init(userAgent: "pokecli-tests"))
    await unused.shutdown()
    let url = try #require(URL(string: "http://127.0.0.1:9/"))
    let error = await capture { try await unused.get(url) }
    #expect(error == .unreachable(url: url.absoluteString, reason: "client shut down"))
  }
}
