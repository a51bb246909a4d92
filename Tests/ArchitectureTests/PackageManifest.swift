/// The part of `swift package dump-package`'s JSON the dependency rule reads: the package's
/// dependencies and what each of its targets depends on.
struct PackageManifest: Decodable, Equatable, Sendable {
  /// The name the manifest gives the package.
  var name: String
  /// Every `.package(...)` dependency.
  var dependencies: [Dependency]
  /// Every target, with the dependencies it names.
  var targets: [Target]
}

extension PackageManifest {
  /// One `.package(...)` dependency.
  struct Dependency: Equatable, Sendable {
    /// How SwiftPM is told to find the package.
    enum Kind: Equatable, Sendable {
      /// `.package(path:)`, with the absolute path dump-package resolved it to.
      case fileSystem(path: String)
      /// `.package(url:...)`.
      case sourceControl
      /// `.package(id:...)`.
      case registry
    }

    /// SwiftPM's identity for it: the last path or URL component, lowercased.
    var identity: String
    /// Where it comes from.
    var kind: Kind
  }

  /// One target and the dependencies it names.
  struct Target: Decodable, Equatable, Sendable {
    /// The target's name.
    var name: String
    /// `regular`, `executable`, `test`, ...
    var type: String
    /// What the target depends on, as written in the manifest.
    var dependencies: [TargetDependency]
  }

  /// One entry of a target's `dependencies:`.
  enum TargetDependency: Equatable, Sendable {
    /// `.target(name:)`: a target of the same package.
    case target(String)
    /// `.product(name:package:)`: a product of a package dependency.
    case product(String, package: String?)
    /// A bare string: a target of the same package, or else a product of the same name.
    case byName(String)
  }
}
