import Domain
/// Which redirects pokecli follows: only to the origin (scheme, host and port) first asked,
/// and only a few times, so an answer can neither send pokecli to another host nor keep it
/// going round in a loop.
enum RedirectRule {
  /// The statuses that redirect a GET.
  static let statuses: Set<Int> = [301, 302, 303, 307, 308]

  /// The URL a redirect leads to.
  /// - Throws: `.invalidResponse` naming `firstAsked` when the `Location` is missing or
  ///   not a URL, leads to another origin, or is one redirect too many.
  static func target(
    of location: String?, from current: URL, firstAsked: URL, redirects: Int, maxRedirects: Int
  ) throws -> URL {
    func refuse(_ reason: String) -> PokedexError {
      .invalidResponse(url: firstAsked.absoluteString, reason: reason)
    }
    guard redirects <= maxRedirects else {
      throw refuse("more than \(maxRedirects) redirects")
    }
    guard let location, let target = URL(string: location, relativeTo: current)?.absoluteURL
    else { throw refuse("a redirect without a usable Location") }
    guard origin(of: target) == origin(of: firstAsked) else {
      throw refuse("a redirect to another host, not followed")
    }
    return target
  }

  /// `http://host:80`: the scheme, host and port, with the scheme's default port filled
  /// in and case folded, so `HTTP://Host` and `http://host:80` are one origin.
  static func origin(of url: URL) -> String {
    let scheme = url.scheme?.lowercased() ?? ""
    let port = url.port ?? (scheme == "https" ? 443 : 80)
    return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
  }
}
