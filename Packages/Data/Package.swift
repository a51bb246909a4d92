// swift-tools-version:6.0
import PackageDescription

/// Turns PokeAPI JSON into Domain entities through Domain's gateway protocols.
/// It depends on Domain only.
let package = Package(
  name: "Data",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "PokedexData", targets: ["PokedexData"]),
  ],
  dependencies: [
    .package(path: "../Domain"),
    // SQLite for the built-in database, with its own copy of SQLite and no Foundation
    // beyond FoundationEssentials. No SQLiteNIO type leaves PokedexData: the SQL and the
    // rows it reads are turned into Domain values here.
    .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.0"),
  ],
  targets: [
    .target(
      name: "PokedexData",
      dependencies: [
        .product(name: "Domain", package: "Domain"),
        .product(name: "SQLiteNIO", package: "sqlite-nio"),
      ]),
  ]
)
