// swift-tools-version:6.0
import PackageDescription

/// The Store/Effect runtime, per-view state and reducers, and pure text renderers.
/// It depends on Domain only.
let package = Package(
  name: "Presentation",
  platforms: [.macOS(.v15)],
  products: [.library(name: "Presentation", targets: ["Presentation"])],
  dependencies: [.package(path: "../Domain")],
  targets: [
    .target(
      name: "Presentation", dependencies: [.product(name: "Domain", package: "Domain")],
      // Generic metadata by accessor in release builds (the root Package.swift says why).
      swiftSettings: [
        .unsafeFlags(
          ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
          .when(configuration: .release))
      ])
  ]
)
