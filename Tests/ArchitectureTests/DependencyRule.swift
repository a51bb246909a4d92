/// Checks declared edges against the rule table. Pure: it sees only the edges, so it is
/// tested with fake tables, and the dump-package run merely feeds it.
enum DependencyRule {
  /// Every forbidden edge in `edges`, then every edge a rule requires but `edges` lacks.
  /// A package the table has no rule for may depend on nothing.
  static func violations(
    in edges: [DeclaredEdge], rules: [LayerRule] = LayerRule.table
  ) -> [DependencyViolation] {
    let ruled = Set(rules.map(\.package))
    let unruled = edges.map(\.edge.from).filter { !ruled.contains($0) }
    let strangers = Set(unruled).sorted().map { package in
      LayerRule(
        package: package, dependsOn: [], mayUseOutsidePackages: false,
        why: "\(package) is not in the dependency rule's table; add it to LayerRule.table "
          + "and docs/dependency-graph.md first.")
    }
    return (rules + strangers).flatMap { rule in
      violations(of: rule, in: edges.filter { $0.edge.from == rule.package })
    }
  }

  // MARK: - One rule

  /// The edges from one package that `rule` forbids, then the ones it misses.
  private static func violations(
    of rule: LayerRule, in edges: [DeclaredEdge]
  ) -> [DependencyViolation] {
    let forbidden = grouped(edges.filter { !rule.allows($0) }).map { edge, declarations in
      DependencyViolation(
        kind: .forbidden, edge: edge, evidence: declarations.map(\.evidence), why: rule.why)
    }
    let present = Set(edges.filter { !$0.isOutsideProject }.map(\.edge.to))
    let missing = rule.dependsOn.subtracting(present).sorted().map { layer in
      DependencyViolation(
        kind: .missing, edge: PackageEdge(rule.package, layer), evidence: [], why: rule.why)
    }
    return forbidden + missing
  }

  /// The declarations grouped by edge, in the order the edges first appear.
  private static func grouped(
    _ edges: [DeclaredEdge]
  ) -> [(PackageEdge, [DeclaredEdge])] {
    var order: [PackageEdge] = []
    var groups: [PackageEdge: [DeclaredEdge]] = [:]
    for declared in edges {
      if groups[declared.edge] == nil { order.append(declared.edge) }
      groups[declared.edge, default: []].append(declared)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }
}
