import Foundation
import Testing

/// What the pokecli binary links of Foundation: FoundationEssentials alone, wherever the
/// platform has it. Foundation proper brings CoreFoundation and ICU's Unicode data, whose
/// loading is most of a run's start on Linux (docs/performance.md). Each module of the four
/// packages and of the app imports Foundation in one file, `Exports.swift`, and only where
/// FoundationEssentials is missing; every other file sees that import and writes none. A
/// file that imported Foundation otherwise would link it again, and the compiler would not
/// say.
@Suite struct FoundationEssentialsTests {
  static let modules = [
    Repository.layout.directory(of: "Domain").appendingPathComponent("Sources/Domain"),
    Repository.layout.directory(of: "Data").appendingPathComponent("Sources/PokedexData"),
    Repository.layout.directory(of: "Infrastructure")
      .appendingPathComponent("Sources/Infrastructure"),
    Repository.layout.directory(of: "Presentation").appendingPathComponent("Sources/Presentation"),
    Repository.root.appendingPathComponent("Apps/pokecli", isDirectory: true),
  ]

  /// The file of each module that imports Foundation for all of it.
  static let exportsFile = "Exports.swift"

  /// The one way that file imports it.
  static let fallback = """
    #if canImport(FoundationEssentials)
      @_exported import FoundationEssentials
    #else
      @_exported import Foundation
    #endif
    """

  @Test func eachModuleImportsFoundationOnceAndOnlyWhereFoundationEssentialsIsMissing() throws {
    var files = 0
    for module in Self.modules {
      let exports = try String(
        contentsOf: module.appendingPathComponent(Self.exportsFile), encoding: .utf8)
      #expect(
        exports.contains(Self.fallback),
        "\(Repository.relativePath(of: module)) imports Foundation other than in \(Self.exportsFile)")
      let paths = try FileManager.default.subpathsOfDirectory(atPath: module.path)
        .filter { $0.hasSuffix(".swift") && $0 != Self.exportsFile }.sorted()
      for path in paths {
        let file = module.appendingPathComponent(path)
        let source = try String(contentsOf: file, encoding: .utf8)
        files += 1
        for declaration in ImportScanner.imports(in: source)
        where ["Foundation", "FoundationEssentials"].contains(declaration.module) {
          Issue.record(
            Comment(
              rawValue: "\(Repository.relativePath(of: file)): `\(declaration.text)`: the "
                + "module's \(Self.exportsFile) imports Foundation for every file of it."))
        }
      }
    }
    #expect(files > 400)
  }
}
