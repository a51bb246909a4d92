import Foundation

/// The hand-written PokeAPI documents under Tests/PokedexTesting/Fixtures.
public enum Fixtures {
  /// Why a fixture could not be read.
  public struct Missing: Error, CustomStringConvertible {
    public let name: String
    public var description: String { "no fixture named \(name).json" }
  }

  /// The bytes of `Fixtures/<name>.json`.
  public static func data(_ name: String) throws -> Data {
    guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Fixtures") else {
      throw Missing(name: name)
    }
    let url = folder.appendingPathComponent(name + ".json")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Missing(name: name)
    }
    return data
  }
}
