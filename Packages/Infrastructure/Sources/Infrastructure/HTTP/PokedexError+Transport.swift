import AsyncHTTPClient
import Domain
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension PokedexError {
  /// The error a failed request stands for when no usable HTTP answer arrived.
  ///
  /// A timeout gets its own case because the user's remedy differs (wait, or try later);
  /// an answer that inflated past the cap is `.tooLarge`; everything else is `.unreachable`
  /// with a short lower-case reason that fits in a one-line message. The reasons in
  /// `LastingReason` tell the retry rule that asking again is pointless.
  init(transportError error: any Error, url: URL, limit: Int) {
    let text = url.absoluteString
    switch error {
    case let error as PokedexError:
      self = error
    case is TimeLimit.Exceeded:
      self = .timedOut(url: text)
    case is CancellationError:
      self = .unreachable(url: text, reason: LastingReason.cancelled)
    case let error as HTTPClientError:
      self = Self.from(error, url: text)
    case NIOHTTPDecompression.DecompressionError.limit:
      self = .tooLarge(url: text, limit: limit)
    case is NIOHTTPDecompression.DecompressionError:
      self = .unreachable(url: text, reason: "undecodable compressed body")
    case let error as NIOConnectionError:
      self = .unreachable(url: text, reason: Self.reason(for: error))
    case let error as IOError:
      self = .unreachable(url: text, reason: Self.reason(errno: error.errnoCode))
    case ChannelError.connectTimeout:
      self = .timedOut(url: text)
    case is HTTPParserError:
      self = .unreachable(url: text, reason: "bad server response")
    default:
      self = .unreachable(url: text, reason: "network error")
    }
  }

  private static func from(_ error: HTTPClientError, url: String) -> PokedexError {
    switch error {
    case .deadlineExceeded, .connectTimeout, .readTimeout, .writeTimeout,
      .getConnectionFromPoolTimeout, .tlsHandshakeTimeout:
      return .timedOut(url: url)
    case .cancelled:
      return .unreachable(url: url, reason: LastingReason.cancelled)
    case .remoteConnectionClosed, .bodyLengthMismatch:
      return .unreachable(url: url, reason: "connection cut short")
    case .invalidURL, .emptyHost, .emptyScheme:
      return .unreachable(url: url, reason: "unsupported url")
    default:
      return .unreachable(url: url, reason: "bad server response")
    }
  }

  /// Why no connection could be opened: the refusal or the unknown host when one of the
  /// attempts says so.
  private static func reason(for error: NIOConnectionError) -> String {
    let codes = error.connectionErrors.compactMap { ($0.error as? IOError)?.errnoCode }
    if let code = codes.first { return reason(errno: code) }
    if error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil {
      return LastingReason.hostNotFound
    }
    return "connection failed"
  }

  /// A short reason for a failed socket call.
  private static func reason(errno code: CInt) -> String {
    switch code {
    case ECONNREFUSED: LastingReason.connectionRefused
    case ENETUNREACH, EHOSTUNREACH, ENETDOWN: LastingReason.noNetwork
    case ECONNRESET, EPIPE: "connection cut short"
    case ETIMEDOUT: "connection timed out"
    default: "network error \(code)"
    }
  }
}
