// swift-tools-version:6.0
import PackageDescription

/// The heart of pokecli: entities, repository and gateway protocols, errors and pure rules.
/// It depends on no package and imports nothing but Foundation.
let package = Package(
  name: "Domain",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Domain", targets: ["Domain"])],
  targets: [.target(name: "Domain")]
)
