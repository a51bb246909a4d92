import Domain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension PokedexError {
  /// The error a failed request stands for when no HTTP answer arrived at all.
  ///
  /// A timeout gets its own case because the user's remedy differs (wait, or raise the
  /// timeout); everything else is `.unreachable` with a short lower-case reason that fits
  /// in a one-line message, never Foundation's long localized sentence.
  init(transportError error: any Error, url: URL) {
    let url = url.absoluteString
    if let pokedexError = error as? PokedexError {
      self = pokedexError
    } else if let urlError = error as? URLError {
      if urlError.code == .timedOut {
        self = .timedOut(url: url)
      } else {
        self = .unreachable(url: url, reason: Self.reason(for: urlError.code))
      }
    } else if error is CancellationError {
      self = .unreachable(url: url, reason: PokedexError.LastingReason.cancelled)
    } else {
      self = .unreachable(url: url, reason: String(describing: error))
    }
  }

  /// A short, lower-case reason for a `URLError` code other than a timeout.
  static func reason(for code: URLError.Code) -> String {
    switch code {
    case .cannotConnectToHost: PokedexError.LastingReason.connectionRefused
    case .cannotFindHost, .dnsLookupFailed: PokedexError.LastingReason.hostNotFound
    case .notConnectedToInternet: PokedexError.LastingReason.noNetwork
    case .networkConnectionLost: "connection lost"
    case .cancelled: PokedexError.LastingReason.cancelled
    case .badURL, .unsupportedURL: "unsupported url"
    case .httpTooManyRedirects, .redirectToNonExistentLocation: "too many redirects"
    case .badServerResponse, .cannotParseResponse: "bad server response"
    case .zeroByteResource: "empty response"
    case .cannotDecodeRawData, .cannotDecodeContentData: "undecodable body"
    case .secureConnectionFailed: "secure connection failed"
    case .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid:
      "untrusted server certificate"
    case .internationalRoamingOff, .dataNotAllowed, .callIsActive:
      PokedexError.LastingReason.noNetwork
    default: "network error \(code.rawValue)"
    }
  }
}
