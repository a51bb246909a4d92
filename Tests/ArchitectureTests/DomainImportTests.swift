import Foundation
import Testing

/// Domain imports nothing but Foundation (FoundationEssentials where there is one), the
/// standard library's Synchronization and its own package's modules (`PokedexKeys`):
/// every layer depends on it, so whatever it imports every layer drags along, and its
/// rules must stay testable without a framework.
@Suite struct DomainImportTests {
  static let sources = Repository.layout.directory(of: "Domain")
    .appendingPathComponent("Sources", isDirectory: true)

  static let allowed: Set<String> = ["Foundation", "FoundationEssentials", "Synchronization"]

  @Test func domainSourcesImportNothingButFoundationAndTheStandardLibrary() throws {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
    // The package's own modules: a folder each under Sources.
    let ownModules = Set(
      try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
        !$0.hasPrefix(".")
      })
    #expect(!paths.isEmpty, "no Swift file found under \(Self.sources.path)")

    for path in paths {
      let file = Self.sources.appendingPathComponent(path)
      let source = try String(contentsOf: file, encoding: .utf8)
      let imports = ImportScanner.imports(in: source)
      for declaration in imports
      where !Self.allowed.contains(declaration.module) && !ownModules.contains(declaration.module) {
        Issue.record(
          Comment(
            rawValue: "\(Repository.relativePath(of: file)):\(declaration.line): "
              + "`\(declaration.text)` — Domain imports nothing but Foundation, because "
              + "every layer depends on it and would drag \(declaration.module) along."),
          sourceLocation: SourceLocation(
            fileID: "Domain/\(file.lastPathComponent)", filePath: file.path,
            line: declaration.line, column: 1))
      }
    }
  }
}
