import Testing

/// The rule checker on its own, fed fake edge tables, so that a broken checker cannot pass
/// the real manifests by accident.
@Suite struct DependencyRuleTests {
  // MARK: - Fixtures

  /// The graph docs/dependency-graph.md draws, as the manifests would declare it.
  static let legalEdges: [DeclaredEdge] = [
    project("Data", "Domain"),
    project("Infrastructure", "Domain"),
    project("Presentation", "Domain"),
  ] + PackageLayout.layers.map { project("pokecli", $0) }
    + [outside("pokecli", "swift-argument-parser")]

  static func project(_ from: String, _ to: String) -> DeclaredEdge {
    DeclaredEdge(
      edge: PackageEdge(from, to), isOutsideProject: false,
      evidence: ".package(path: \"/repo/Packages/\(to)\")")
  }

  static func outside(_ from: String, _ to: String) -> DeclaredEdge {
    DeclaredEdge(
      edge: PackageEdge(from, to), isOutsideProject: true, evidence: ".package(url: …/\(to))")
  }

  // MARK: - Tests

  @Test func theDocumentedGraphBreaksNoRule() {
    expectEqual(DependencyRule.violations(in: Self.legalEdges), [])
  }

  @Test func dataDependingOnPresentationIsReportedWithTheRuleItBreaks() {
    let violations = DependencyRule.violations(
      in: Self.legalEdges + [Self.project("Data", "Presentation")])

    expectEqual(
      violations.map(\.description),
      [
        "Data → Presentation is forbidden: Data depends on Domain only (and the system's "
          + "SQLite, through a module of its own): it turns PokeAPI JSON and database rows "
          + "into entities through Domain's gateway protocols, never through another layer. "
          + "Declared by .package(path: \"/repo/Packages/Presentation\").",
      ])
  }

  @Test func domainDependingOnAnyPackageIsForbidden() {
    let violations = DependencyRule.violations(
      in: Self.legalEdges + [
        Self.project("Domain", "Data"), Self.outside("Domain", "swift-collections"),
      ])

    expectEqual(
      violations.map(\.edge),
      [PackageEdge("Domain", "Data"), PackageEdge("Domain", "swift-collections")])
    #expect(violations.allSatisfy { $0.kind == .forbidden })
    #expect(violations.allSatisfy { $0.why.hasPrefix("Domain depends on no package") })
  }

  @Test func aLayerUsingAnOutsidePackageIsForbidden() {
    let violations = DependencyRule.violations(
      in: Self.legalEdges + [Self.outside("Presentation", "swift-nio")])

    expectEqual(violations.map(\.edge), [PackageEdge("Presentation", "swift-nio")])
    expectEqual(violations.map(\.kind), [.forbidden])
  }

  @Test func oneEdgeDeclaredTwiceIsReportedOnceWithBothDeclarations() {
    let target = DeclaredEdge(
      edge: PackageEdge("Presentation", "Data"), isOutsideProject: false,
      evidence: "target Presentation using product Data of package Data")
    let violations = DependencyRule.violations(
      in: Self.legalEdges + [Self.project("Presentation", "Data"), target])

    expectEqual(
      violations.map(\.evidence),
      [[".package(path: \"/repo/Packages/Data\")", target.evidence]])
  }

  @Test func aLayerThatLostItsDomainEdgeIsReportedAsMissing() {
    let violations = DependencyRule.violations(
      in: Self.legalEdges.filter { $0.edge != PackageEdge("Data", "Domain") })

    expectEqual(violations.map(\.edge), [PackageEdge("Data", "Domain")])
    expectEqual(violations.map(\.kind), [.missing])
  }

  @Test func theAppNotDependingOnEveryLayerIsReportedAsMissing() {
    let violations = DependencyRule.violations(
      in: Self.legalEdges.filter { $0.edge != PackageEdge("pokecli", "Presentation") })

    expectEqual(
      violations.map(\.description),
      [
        "pokecli → Presentation is missing: the pokecli executable is the composition "
          + "root: it depends on all four layers and is the only place that may.",
      ])
  }

  @Test func aPackageWithNoRuleMayDependOnNothing() {
    let violations = DependencyRule.violations(
      in: Self.legalEdges + [Self.project("Styleguide", "Domain")])

    expectEqual(violations.map(\.edge), [PackageEdge("Styleguide", "Domain")])
    #expect(violations.first?.why.contains("not in the dependency rule's table") == true)
  }
}
