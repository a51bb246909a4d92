import CustomDump

/// A "depends on" arrow between two packages, named as docs/dependency-graph.md names them.
struct PackageEdge: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The package that depends.
  var from: String
  /// The package it depends on.
  var to: String

  /// The arrow `from → to`.
  init(_ from: String, _ to: String) {
    self.from = from
    self.to = to
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.from, lhs.to) < (rhs.from, rhs.to)
  }

  var description: String { "\(from) → \(to)" }
}

extension PackageEdge: CustomDumpStringConvertible {
  /// Diffs show `Data → Domain` rather than the struct's fields.
  var customDumpDescription: String { description }
}

/// One edge a manifest declares, with the manifest text that declares it, so that an error
/// can point at the line to change.
struct DeclaredEdge: Equatable, Sendable {
  /// The arrow, with `to` named by layer for project packages and by identity otherwise.
  var edge: PackageEdge
  /// Whether `to` is outside the project: a git or registry package, or a path that is not
  /// one of the layers under `Packages/`.
  var isOutsideProject: Bool
  /// What declares it, e.g. `.package(path: "/repo/Packages/Presentation")`.
  var evidence: String
}
