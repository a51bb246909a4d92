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

  /// Whether the rule allows `edge`, which must start at `package`.
  func allows(_ edge: DeclaredEdge) -> Bool {
    edge.isOutsideProject ? mayUseOutsidePackages : dependsOn.contains(edge.edge.to)
  }
}

extension LayerRule {
  /// The dependency rule of the architecture brief, section 2.
  static let table: [LayerRule] = [
    LayerRule(
      package: "Domain", dependsOn: [], mayUseOutsidePackages: false,
      why: "Domain depends on no package at all: it holds the entities, protocols and rules "
        + "every other layer builds on, so it may know none of them."),
    LayerRule(
      package: "Data", dependsOn: ["Domain"], mayUseOutsidePackages: false,
      why: "Data depends on Domain only: it turns PokeAPI JSON into entities through "
        + "Domain's gateway protocols, never through another layer."),
    LayerRule(
      package: "Infrastructure", dependsOn: ["Domain"], mayUseOutsidePackages: false,
      why: "Infrastructure depends on Domain only: it implements Domain's gateways with "
        + "URLSession, files and the terminal, and knows nothing of Pokémon."),
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
