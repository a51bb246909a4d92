// MARK: - dump-package's JSON shape

// dump-package writes each enum as an object with one key, the case name, holding an array
// of the associated values: `{"product": ["Domain", "Domain", null, null]}`. A case this
// file does not know is an error, so that a new SwiftPM format fails loudly instead of
// hiding an edge.

/// The one key of an encoded enum: its case name.
private struct CaseKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension PackageManifest.Dependency: Decodable {
  /// The fields every kind of dependency shares, plus `path` for file-system ones.
  private struct Body: Decodable {
    var identity: String
    var path: String?
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CaseKey.self)
    guard let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "a dependency with no kind"))
    }
    var payload = try container.nestedUnkeyedContainer(forKey: key)
    let body = try payload.decode(Body.self)
    identity = body.identity
    switch (key.stringValue, body.path) {
    case ("fileSystem", let path?): kind = .fileSystem(path: path)
    case ("sourceControl", _): kind = .sourceControl
    case ("registry", _): kind = .registry
    default:
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "unknown dependency kind \(key.stringValue) for \(body.identity)")
    }
  }
}

extension PackageManifest.TargetDependency: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CaseKey.self)
    guard let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "a target dependency with no kind"))
    }
    var payload = try container.nestedUnkeyedContainer(forKey: key)
    let name = try payload.decode(String.self)
    switch key.stringValue {
    case "target": self = .target(name)
    case "byName": self = .byName(name)
    case "product": self = .product(name, package: try payload.decodeIfPresent(String.self))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "unknown target dependency kind \(key.stringValue) for \(name)")
    }
  }
}
