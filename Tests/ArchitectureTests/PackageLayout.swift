import Foundation

/// Where the project's packages live, so that a `.package(path:)` dependency can be named
/// by the layer it points at rather than by whatever folder name it happens to have.
struct PackageLayout: Sendable {
  /// The four layer packages under `Packages/`, named as docs/dependency-graph.md names them.
  static let layers = ["Domain", "Data", "Infrastructure", "Presentation"]

  /// The graph's name for the app: the root manifest's executable target, the composition root.
  static let app = "pokecli"

  /// The repository root, which holds the root `Package.swift`.
  var root: URL

  /// The folder of one layer package: `Packages/<layer>`.
  func directory(of layer: String) -> URL {
    root.appendingPathComponent("Packages", isDirectory: true)
      .appendingPathComponent(layer, isDirectory: true)
  }

  /// The layer whose package sits at `path`, or nil when the path is no layer of this project.
  func layer(atPath path: String) -> String? {
    let wanted = URL(fileURLWithPath: path).standardizedFileURL.path
    return Self.layers.first { directory(of: $0).standardizedFileURL.path == wanted }
  }
}
