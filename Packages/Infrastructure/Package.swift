// swift-tools-version:6.0
import PackageDescription

/// Implements Domain's gateways with URLSession, the file system and the terminal.
/// It knows nothing of Pokémon.
/// It depends on Domain only.
let package = Package(
  name: "Infrastructure",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Infrastructure", targets: ["Infrastructure"])],
  dependencies: [.package(path: "../Domain")],
  targets: [
    .target(
      name: "Infrastructure",
      dependencies: [.product(name: "Domain", package: "Domain"), "CZlib"]),
    // The system zlib, which the built-in Pokédex is expanded with. Its headers come with
    // macOS's SDK and, on Linux, with zlib1g-dev (part of Swift's own requirements).
    .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
  ]
)
