// swift-tools-version:6.0
import PackageDescription

/// Turns PokeAPI JSON into Domain entities through Domain's gateway protocols.
/// It depends on Domain only.
let package = Package(
  name: "Data",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "PokedexData", targets: ["PokedexData"]),
  ],
  dependencies: [
    .package(path: "../Domain"),
    // SQLite for the built-in database. No GRDB type leaves PokedexData: the SQL and the
    // rows it reads are turned into Domain values here.
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    .target(
      name: "PokedexData",
      dependencies: [
        .product(name: "Domain", package: "Domain"),
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's own API, for the one call GRDB does not wrap: sqlite3_deserialize.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]),
  ]
)
