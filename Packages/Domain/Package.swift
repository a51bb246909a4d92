// swift-tools-version:6.0
import PackageDescription

/// The heart of pokecli: the Pokédex's entities, rules, repository protocols and use cases,
/// and apart from them, in `Ports/`, the gateways to the world that outer layers implement.
/// It depends on no package and imports nothing but Foundation.
let package = Package(
  name: "Domain",
  platforms: [.macOS(.v15)],
  products: [.library(name: "Domain", targets: ["Domain"])],
  targets: [
    .target(
      name: "Domain", exclude: ["Ports/README.md"],
      // Generic metadata by accessor in release builds (the root Package.swift says why).
      swiftSettings: [
        .unsafeFlags(
          ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
          .when(configuration: .release))
      ])
  ]
)
