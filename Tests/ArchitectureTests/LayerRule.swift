/// What one package may depend on, and why: the table docs/dependency-graph.md draws.
struct LayerRule: Sendable {
  /// The package the rule is about, named as the graph names it.
  var package: String
  /// The project packages it depends on: exactly these, no more and no fewer.
  var dependsOn: Set<String>
  /// Whether it may also use packages from outside the project (git or registry).
  var mayUseOutsidePackages: Bool
  /// Why, as a sentence for the error message.
  var why: String
  /// The outside packages it may use even when `mayUseOutsidePackages` is false.
  var allowedOutsidePackages: Set<String> = []

  /// Whether the rule allows `edge`, which must start at `package`.
  func allows(_ edge: DeclaredEdge) -> Bool {
    guard edge.isOutsideProject else { return dependsOn.contains(edge.edge.to) }
    return mayUseOutsidePackages || allowedOutsidePackages.contains(edge.edge.to)
  }
}

extension LayerRule {
  /// The dependency rule drawn in docs/dependency-graph.md.
  static let table: [LayerRule] = [
    LayerRule(
      package: "Domain", dependsOn: [], mayUseOutsidePackages: false,
      why: "Domain depends on no package at all: it holds the entities, protocols and rules "
        + "every other layer builds on, so it may know none of them."),
    LayerRule(
      package: "Data", dependsOn: ["Domain"], mayUseOutsidePackages: false,
      why: "Data depends on Domain only (and the system's SQLite, through a module of its "
        + "own): it turns PokeAPI JSON and database rows into entities through Domain's "
        + "gateway protocols, never through another layer."),
    LayerRule(
      package: "Infrastructure", dependsOn: ["Domain"], mayUseOutsidePackages: false,
      why: "Infrastructure depends on Domain only (and AsyncHTTPClient with SwiftNIO for HTTP): "
        + "it implements Domain's gateways with HTTP, files and the terminal, and knows "
        + "nothing of Pokémon.",
      allowedOutsidePackages: [
        "async-http-client", "swift-nio", "swift-nio-extras",
      ]),
    LayerRule(
      package: "Presentation", dependsOn: ["Domain"], mayUseOutsidePackages: false,
      why: "Presentation depends on Domain only: its stores, reducers and renderers turn "
        + "entities into view state and text, whoever fetched them."),
    LayerRule(
      package: PackageLayout.app, dependsOn: Set(PackageLayout.layers),
      mayUseOutsidePackages: true,
      why: "the pokecli executable is the composition root: it depends on all four layers "
        + "and is the only place that may."),
  ]
}
