import Foundation

/// Every manifest in the repository, as `swift package dump-package` reads them.
struct ProjectManifests: Sendable {
  /// The root manifest lacks the app's executable target.
  struct MissingAppTarget: Error, CustomStringConvertible {
    var description: String {
      "the root Package.swift has no executable target named \(PackageLayout.app)"
    }
  }

  /// The root `Package.swift`.
  var root: PackageManifest
  /// Each layer's `Packages/<layer>/Package.swift`, keyed by layer.
  var layers: [String: PackageManifest]

  /// This checkout's manifests, read once per test run and shared by every test that needs
  /// them: five `swift package` runs are the slow part of this target.
  static let current = Task { try await read(layout: Repository.layout) }

  /// Reads the root and the four layer manifests concurrently.
  static func read(layout: PackageLayout) async throws -> ProjectManifests {
    try await withThrowingTaskGroup(of: (String?, PackageManifest).self) { group in
      group.addTask { (nil, try await manifest(at: layout.root)) }
      for layer in PackageLayout.layers {
        group.addTask { (layer, try await manifest(at: layout.directory(of: layer))) }
      }
      var root: PackageManifest?
      var layers: [String: PackageManifest] = [:]
      for try await (layer, manifest) in group {
        if let layer { layers[layer] = manifest } else { root = manifest }
      }
      guard let root else { throw CancellationError() }
      return ProjectManifests(root: root, layers: layers)
    }
  }

  /// Every edge the manifests declare: everything each layer package depends on, and what
  /// the root's `pokecli` executable depends on. The root's test targets are not checked.
  func declaredEdges(layout: PackageLayout) throws -> [DeclaredEdge] {
    let layerEdges = PackageLayout.layers.flatMap { layer in
      layers[layer].map { ManifestEdges.ofPackage($0, named: layer, layout: layout) } ?? []
    }
    guard let app = root.targets.first(where: {
      $0.name == PackageLayout.app && $0.type == "executable"
    }) else { throw MissingAppTarget() }
    let appEdges = ManifestEdges.ofTarget(app, in: root, named: PackageLayout.app, layout: layout)
    return layerEdges + appEdges
  }

  // MARK: - One manifest

  private static func manifest(at directory: URL) async throws -> PackageManifest {
    let json = try await SwiftPackageCommand.dumpPackage(at: directory)
    return try JSONDecoder().decode(PackageManifest.self, from: json)
  }
}
