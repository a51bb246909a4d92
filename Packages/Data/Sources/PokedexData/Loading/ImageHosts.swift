import Domain
/// The hosts sprites may be fetched from: the base URL's own host and port, PokeAPI's
/// image host (`raw.githubusercontent.com`), and those the user lists in
/// `POKECLI_IMAGE_HOSTS`.
///
/// Documents come only from below the base URL; without this rule, a sprite link could
/// name any host and port, and a hostile API could make pokecli send requests to
/// addresses of its choosing (a router's page, a service on the user's own machine).
public struct ImageHosts: Sendable, Hashable {
  /// One host and port images may come from.
  public struct Origin: Sendable, Hashable {
    /// The host, lower-case, without the brackets of an IPv6 address.
    public var host: String
    /// The port.
    public var port: Int

    /// `host` (lower-cased here) at `port`.
    public init(host: String, port: Int) {
      self.host = host.lowercased()
      self.port = port
    }

    /// `host:port`, as a message names it.
    public var description: String {
      host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
  }

  /// PokeAPI's own image host, which its documents link to.
  public static let pokeAPIImages = Origin(host: "raw.githubusercontent.com", port: 443)

  /// The origins allowed.
  public let origins: Set<Origin>

  /// The base URL's host and port, PokeAPI's image host, and `listed`.
  public init(baseURL: URL, listed: [Origin] = []) {
    var origins: Set<Origin> = [Self.pokeAPIImages]
    if let base = Self.origin(of: baseURL) { origins.insert(base) }
    origins.formUnion(listed)
    self.origins = origins
  }

  /// Whether images may be fetched from `link`.
  public func allows(_ link: String) -> Bool {
    guard let url = URL(string: link), let origin = Self.origin(of: url) else { return false }
    return origins.contains(origin)
  }

  /// The host and port `url` names, its scheme's port when it names none; `nil` for a URL
  /// that is not http(s) or names no host.
  public static func origin(of url: URL) -> Origin? {
    guard let scheme = url.scheme?.lowercased(), let port = defaultPorts[scheme],
      let host = url.host, !host.isEmpty
    else { return nil }
    return Origin(host: unbracketed(host).lowercased(), port: url.port ?? port)
  }

  // MARK: - POKECLI_IMAGE_HOSTS

  /// The origins `text` lists, separated by commas or spaces: `images.example` (its
  /// ports 80 and 443), `images.example:8080`, `127.0.0.1:9000`, `[::1]:9000`; `nil`
  /// when an entry is none of these.
  public static func listed(in text: String) -> [Origin]? {
    var origins: [Origin] = []
    let entries = text.split(whereSeparator: { $0 == "," || $0 == " " })
    for entry in entries {
      guard let parsed = parse(String(entry)) else { return nil }
      origins += parsed
    }
    return origins
  }

  private static func parse(_ entry: String) -> [Origin]? {
    var host = entry
    var port: Int?
    if entry.hasPrefix("[") {
      guard let close = entry.firstIndex(of: "]") else { return nil }
      host = String(entry[entry.index(after: entry.startIndex)..<close])
      let rest = entry[entry.index(after: close)...]
      if !rest.isEmpty {
        guard rest.hasPrefix(":"), let number = portNumber(rest.dropFirst()) else { return nil }
        port = number
      }
    } else if let colon = entry.lastIndex(of: ":") {
      host = String(entry[..<colon])
      guard let number = portNumber(entry[entry.index(after: colon)...]) else { return nil }
      port = number
    }
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-:".unicodeScalars)
    let lower = host.lowercased()
    guard !lower.isEmpty, lower.count <= 253,
      lower.unicodeScalars.allSatisfy(allowed.contains),
      entry.hasPrefix("[") || !lower.contains(":")
    else { return nil }
    return (port.map { [$0] } ?? [80, 443]).map { Origin(host: lower, port: $0) }
  }

  /// A port of 1–65535 written in at most five digits.
  private static func portNumber(_ text: Substring) -> Int? {
    guard (1...5).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }),
      let number = Int(text), (1...65_535).contains(number)
    else { return nil }
    return number
  }

  private static let defaultPorts = ["http": 80, "https": 443]

  private static func unbracketed(_ host: String) -> String {
    host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
  }
}
