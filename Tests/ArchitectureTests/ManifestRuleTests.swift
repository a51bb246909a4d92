import Testing

/// The real manifests, read with `swift package dump-package`, checked against the rule.
@Suite(.timeLimit(.minutes(2))) struct ManifestRuleTests {
  @Test func manifestsDeclareNoEdgeTheDependencyRuleForbids() async throws {
    let manifests = try await ProjectManifests.current.value
    let edges = try manifests.declaredEdges(layout: Repository.layout)

    for violation in DependencyRule.violations(in: edges) {
      Issue.record(Comment(rawValue: violation.description))
    }
  }

  @Test func eachLayerPackageIsNamedAfterItsFolder() async throws {
    let manifests = try await ProjectManifests.current.value

    expectEqual(
      manifests.layers.mapValues(\.name),
      Dictionary(uniqueKeysWithValues: PackageLayout.layers.map { ($0, $0) }),
      "docs/dependency-graph.md and `.product(name:package:)` name each layer by its folder")
  }
}
