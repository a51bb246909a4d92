import Domain
/// Knows where PokeAPI's documents live under a base URL, and resolves the links inside them.
///
/// Links may be absolute (`https://pokeapi.co/api/v2/type/12/`) or relative to the API
/// root (`/api/v2/type/12/`, as static mirrors serve them). Relative ones are resolved
/// against the base URL, keeping any path prefix the mirror is served under.
public struct PokeAPIEndpoints: Sendable, Hashable {
  /// pokeapi.co's v2 API, used when neither `--base-url` nor `POKEAPI_BASE_URL` is given.
  public static let defaultBaseURL = "https://pokeapi.co/api/v2/"

  /// The API root, always ending in `/`.
  public let baseURL: URL

  /// Parses a base URL given by a user, with or without its trailing slash.
  /// - Throws: `PokedexError.invalidBaseURL` unless it is an http(s) URL with a host.
  public init(baseURL text: String) throws {
    let trimmed = text.trimmedOfSpaces()
    let withSlash = trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    guard
      let url = URL(string: withSlash),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty,
      url.query == nil, url.fragment == nil
    else { throw PokedexError.invalidBaseURL(text) }
    self.baseURL = url
  }

  /// A folder name for this API's cache, so answers from pokeapi.co and from a mirror are
  /// never mixed: `pokeapi-co-api-v2`, `127-0-0-1-8765-api-v2`.
  public var cacheNamespace: String {
    let text = [baseURL.host ?? "", baseURL.port.map(String.init) ?? "", baseURL.path]
      .joined(separator: "-").lowercased()
    var name = ""
    for scalar in text.unicodeScalars {
      let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      if keep {
        name.unicodeScalars.append(scalar)
      } else if !name.isEmpty, !name.hasSuffix("-") {
        name += "-"
      }
    }
    while name.hasSuffix("-") { name.removeLast() }
    return name.isEmpty ? "api" : String(name.prefix(80))
  }

  /// A path below the API root, such as `pokemon/25/`.
  public func url(path: String) -> URL {
    URL(string: path, relativeTo: baseURL)?.absoluteURL ?? baseURL
  }

  /// Resolves a link found in a document, refusing any that leads outside the API root.
  ///
  /// Documents are fetched only below `baseURL`: a link to another host, or elsewhere on
  /// this one, is never followed, so an answer cannot send pokecli (and its cache) to
  /// documents nobody asked for.
  /// - Throws: `PokedexError.invalidResponse` naming `document` when the link is not a URL
  ///   or leads outside the API root.
  public func resolve(_ link: String, foundIn document: URL) throws -> URL {
    let apiRoot = "/api/v2/"
    let resolved: URL
    if link.hasPrefix(apiRoot) {
      resolved = url(path: String(link.dropFirst(apiRoot.count)))
    } else if let absolute = URL(string: link, relativeTo: document)?.absoluteURL,
      absolute.scheme == "http" || absolute.scheme == "https"
    {
      resolved = absolute
    } else {
      throw PokedexError.invalidResponse(
        url: document.absoluteString, reason: "link \"\(link)\" is not a URL")
    }
    if let problem = problem(with: resolved) {
      throw PokedexError.invalidResponse(url: document.absoluteString, reason: problem)
    }
    return resolved
  }

  /// Why `url` may not be fetched, or `nil` when it lies below the API root.
  func problem(with url: URL) -> String? {
    guard Self.origin(of: url) == Self.origin(of: baseURL) else {
      return "a link to another host, not followed"
    }
    let path = url.path(percentEncoded: true)
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    let climbs = segments.contains { $0 == ".." || $0 == "." || $0.lowercased().contains("%2e") }
    guard !climbs, path.hasPrefix(baseURL.path(percentEncoded: true)) else {
      return "a link outside the API root, not followed"
    }
    return nil
  }

  /// `http://host:80`: scheme, host and port, defaults filled in and case folded.
  static func origin(of url: URL) -> String {
    let scheme = url.scheme?.lowercased() ?? ""
    let port = url.port ?? (scheme == "https" ? 443 : 80)
    return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
  }
}
