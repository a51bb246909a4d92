import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a `HostileServer` does with one request.
public enum HostileReply: Sendable {
  /// A complete answer with a `Content-Length`.
  case answer(status: Int, headers: [String: String], body: Data)
  /// `chunk` sent `count` times in a row: a huge body without holding it in memory. When
  /// `announced`, the head gives the full length; else the body ends when the connection
  /// closes, so only reading it tells its size.
  case stream(status: Int, headers: [String: String], chunk: Data, count: Int, announced: Bool)
  /// A 200 announcing `length` bytes, sent one byte every `interval`.
  case drip(interval: Duration, length: Int)
  /// The request is read and never answered; the connection stays open until the client
  /// or the server closes it.
  case silent
  /// The connection is reset at once, with no answer.
  case reset

  /// A JSON answer.
  public static func json(_ body: Data, status: Int = 200) -> HostileReply {
    .answer(status: status, headers: ["Content-Type": "application/json"], body: body)
  }

  func send(on connection: Int32, server: HostileServer) {
    switch self {
    case .answer(let status, let headers, let body):
      _ = Socket.sendAll(head(status, headers, length: body.count) + body, on: connection)
    case .stream(let status, let headers, let chunk, let count, let announced):
      let length = announced ? chunk.count * count : nil
      guard Socket.sendAll(head(status, headers, length: length), on: connection) else { return }
      for _ in 0..<count where !server.stopped {
        guard Socket.sendAll(chunk, on: connection) else { return }
      }
    case .drip(let interval, let length):
      guard Socket.sendAll(head(200, [:], length: length), on: connection) else { return }
      for _ in 0..<length where !server.stopped {
        guard Socket.sendAll(Data("x".utf8), on: connection) else { return }
        server.countDrippedByte()
        guard Socket.waitForClose(connection, for: interval) == false else { return }
      }
    case .silent:
      while !server.stopped, Socket.waitForClose(connection, for: .milliseconds(200)) == false {}
    case .reset:
      Socket.reset(connection)
    }
  }

  private func head(_ status: Int, _ headers: [String: String], length: Int?) -> Data {
    var text = "HTTP/1.1 \(status) Status \(status)\r\nConnection: close\r\n"
    if let length { text += "Content-Length: \(length)\r\n" }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      text += "\(name): \(value)\r\n"
    }
    return Data((text + "\r\n").utf8)
  }
}
