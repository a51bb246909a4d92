import Foundation
import Testing

/// What the pokecli binary links of Foundation: FoundationEssentials alone, wherever the
/// platform has it. Foundation proper brings CoreFoundation and ICU's Unicode data, whose
/// loading is most of a run's start on Linux (docs/performance.md), so every source file
/// of the four packages and of the app imports it only where FoundationEssentials is
/// missing (`#if canImport(FoundationEssentials)` … `#else import Foundation`). A file
/// that imports Foundation otherwise would link it again, and the compiler would not say.
@Suite struct FoundationEssentialsTests {
  static let folders = ["Domain", "Data", "Infrastructure", "Presentation"].map {
    Repository.layout.directory(of: $0).appendingPathComponent("Sources", isDirectory: true)
  } + [Repository.root.appendingPathComponent("Apps/pokecli", isDirectory: true)]

  /// The one way a file may import Foundation.
  static let fallback = """
    #if canImport(FoundationEssentials)
      import FoundationEssentials
    #else
      import Foundation
    #endif
    """

  @Test func everySourceImportsFoundationOnlyWhereFoundationEssentialsIsMissing() throws {
    var files = 0
    for folder in Self.folders {
      let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      for path in paths {
        let file = folder.appendingPathComponent(path)
        let source = try String(contentsOf: file, encoding: .utf8)
        files += 1
        let rest = source.replacing(Self.fallback, with: "")
        for declaration in ImportScanner.imports(in: rest) where declaration.module == "Foundation" {
          Issue.record(
            Comment(
              rawValue: "\(Repository.relativePath(of: file)): `\(declaration.text)` outside "
                + "`#if canImport(FoundationEssentials)`: it links Foundation proper into pokecli."))
        }
      }
    }
    #expect(files > 400)
  }
}
