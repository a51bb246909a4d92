// swift-tools-version:6.0
import PackageDescription

/// Turns PokeAPI JSON into Domain entities through Domain's gateway protocols.
/// It depends on Domain only.
let package = Package(
  name: "Data",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Data", targets: ["Data"])],
  dependencies: [.package(path: "../Domain")],
  targets: [
    .target(name: "Data", dependencies: [.product(name: "Domain", package: "Domain")])
  ]
)
