/// One way the declared edges break the dependency rule, worded for the person who has to
/// fix the manifest.
struct DependencyViolation: Equatable, Sendable, CustomStringConvertible {
  /// Whether an edge is there that must not be, or is not there and must be.
  enum Kind: Equatable, Sendable {
    case forbidden
    case missing
  }

  /// What is wrong with the edge.
  var kind: Kind
  /// The edge at fault.
  var edge: PackageEdge
  /// The manifest declarations behind a forbidden edge; empty for a missing one.
  var evidence: [String]
  /// The rule the edge breaks, as a sentence.
  var why: String

  var description: String {
    switch kind {
    case .forbidden:
      "\(edge) is forbidden: \(why) Declared by \(evidence.joined(separator: "; "))."
    case .missing:
      "\(edge) is missing: \(why)"
    }
  }
}
