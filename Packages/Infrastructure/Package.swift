// swift-tools-version:6.0
import PackageDescription

/// Implements Domain's gateways with AsyncHTTPClient, the file system and the terminal.
/// It knows nothing of Pokémon.
/// It depends on Domain, and on AsyncHTTPClient (and the SwiftNIO types its API speaks) for
/// HTTP: total deadlines, streamed bodies with a size cap, bounded decompression and safe
/// cancellation, which Foundation's URLSession does not give on Linux.
let package = Package(
  name: "Infrastructure",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Infrastructure", targets: ["Infrastructure"]),
    // zlib's C module alone, for the build step that compresses the built-in database.
    .library(name: "CZlib", targets: ["CZlib"]),
  ],
  dependencies: [
    .package(path: "../Domain"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.26.0"),
  ],
  targets: [
    .target(
      name: "Infrastructure",
      dependencies: [
        .product(name: "Domain", package: "Domain"),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
        "CZlib",
      ],
      // Generic metadata by accessor in release builds (the root Package.swift says why).
      swiftSettings: [
        .unsafeFlags(
          ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
          .when(configuration: .release))
      ]),
    // The system zlib, which the PNG decoder inflates image data with and the built-in
    // Pokédex is expanded with. Its headers come with
    // macOS's SDK and, on Linux, with zlib1g-dev (part of Swift's own requirements).
    .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
  ]
)
