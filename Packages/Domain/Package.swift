// swift-tools-version:6.0
import PackageDescription

// Generic metadata by accessor in release builds (the root Package.swift says why).
let metadataByAccessor = SwiftSetting.unsafeFlags(
  ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
  .when(configuration: .release))

/// The heart of pokecli: the Pokédex's entities, rules, repository protocols and use cases,
/// and apart from them, in `Ports/`, the gateways to the world that outer layers implement.
/// It depends on no package and imports nothing but Foundation.
let package = Package(
  name: "Domain",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Domain", targets: ["Domain"]),
    // What the build step that makes the built-in database must agree on with the
    // program, and nothing more, so that the step is built in seconds before anything else.
    .library(name: "PokedexKeys", targets: ["PokedexKeys"]),
  ],
  targets: [
    // The kinds of entry, the keys names are looked up by and the text made safe for a
    // terminal: Domain's, in a module of their own (Domain re-exports it).
    .target(name: "PokedexKeys", swiftSettings: [metadataByAccessor]),
    .target(
      name: "Domain", dependencies: ["PokedexKeys"], exclude: ["Ports/README.md"],
      swiftSettings: [metadataByAccessor])
  ]
)
