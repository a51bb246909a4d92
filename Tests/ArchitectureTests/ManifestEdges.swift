/// Turns a decoded manifest into the edges it declares. Pure, so that it is tested with
/// hand-made manifests and the dump-package run only feeds it.
enum ManifestEdges {
  /// Every edge a layer package declares: each `.package(...)` dependency, and each product
  /// any of its targets uses. A dependency on one of the package's own targets is no edge.
  static func ofPackage(
    _ manifest: PackageManifest, named name: String, layout: PackageLayout
  ) -> [DeclaredEdge] {
    let packageEdges = manifest.dependencies.map { dependency in
      edge(from: name, to: dependency, evidence: declaration(of: dependency), layout: layout)
    }
    let targetEdges = manifest.targets.flatMap { target in
      ofTarget(target, in: manifest, named: name, layout: layout)
    }
    return packageEdges + targetEdges
  }

  /// The edges of one target — the root's `pokecli` executable — drawn from `name`.
  static func ofTarget(
    _ target: PackageManifest.Target, in manifest: PackageManifest, named name: String,
    layout: PackageLayout
  ) -> [DeclaredEdge] {
    target.dependencies.compactMap { dependency in
      let product: String
      let package: String
      switch dependency {
      case .target:
        return nil
      case .byName(let targetOrProduct):
        guard !manifest.targets.contains(where: { $0.name == targetOrProduct }) else { return nil }
        (product, package) = (targetOrProduct, targetOrProduct)
      case .product(let productName, let packageName):
        (product, package) = (productName, packageName ?? productName)
      }
      let evidence = "target \(target.name) using product \(product) of package \(package)"
      // `package:` may be the identity or the package's name; identities are lowercased.
      guard let declared = manifest.dependencies.first(where: {
        $0.identity == package.lowercased()
      }) else {
        return DeclaredEdge(
          edge: PackageEdge(name, package), isOutsideProject: true, evidence: evidence)
      }
      return edge(from: name, to: declared, evidence: evidence, layout: layout)
    }
  }

  // MARK: - Naming the other end

  /// The edge to `dependency`, named by layer when it is one of the project's packages.
  private static func edge(
    from name: String, to dependency: PackageManifest.Dependency, evidence: String,
    layout: PackageLayout
  ) -> DeclaredEdge {
    if case .fileSystem(let path) = dependency.kind, let layer = layout.layer(atPath: path) {
      return DeclaredEdge(
        edge: PackageEdge(name, layer), isOutsideProject: false, evidence: evidence)
    }
    return DeclaredEdge(
      edge: PackageEdge(name, dependency.identity), isOutsideProject: true, evidence: evidence)
  }

  /// The manifest line that declares `dependency`, near enough to find it.
  private static func declaration(of dependency: PackageManifest.Dependency) -> String {
    switch dependency.kind {
    case .fileSystem(let path): ".package(path: \"\(path)\")"
    case .sourceControl: ".package(url: …/\(dependency.identity))"
    case .registry: ".package(id: \(dependency.identity))"
    }
  }
}
