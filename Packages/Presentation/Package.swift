// swift-tools-version:6.0
import PackageDescription

/// Release builds reach generic types' metadata by accessor, not by name (the root
/// Package.swift says why).
let metadataByAccessor = SwiftSetting.unsafeFlags(
  ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
  .when(configuration: .release))

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
      swiftSettings: [metadataByAccessor])
  ]
)
