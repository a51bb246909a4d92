// swift-tools-version:6.0
import PackageDescription

/// Turns PokeAPI JSON into Domain entities through Domain's gateway protocols, and reads
/// the built-in database. It depends on Domain only, and on the system's SQLite.
let package = Package(
  name: "Data",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "PokedexData", targets: ["PokedexData"]),
    // The build-time generator: PokeAPI's documents turned into the built-in database's
    // tables. Only the build tool (`pokecli-data`) and the tests link it; pokecli does not.
    .library(name: "PokedexDatabaseGenerator", targets: ["PokedexDatabaseGenerator"]),
    // SQLite's C module alone, for the build step that loads the built-in database: the
    // build and the run use the one SQLite.
    .library(name: "CSQLite", targets: ["CSQLite"]),
  ],
  dependencies: [
    .package(path: "../Domain"),
  ],
  targets: [
    .target(
      name: "PokedexData",
      dependencies: [
        .product(name: "Domain", package: "Domain"),
        "CSQLite",
      ],
      // Generic metadata by accessor in release builds (the root Package.swift says why).
      swiftSettings: [
        .unsafeFlags(
          ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
          .when(configuration: .release))
      ]),
    // It reads PokeAPI through PokedexData's client and DTOs, which PokedexData shares with
    // it alone (`package` access), not with the app.
    .target(
      name: "PokedexDatabaseGenerator",
      dependencies: [
        "PokedexData",
        .product(name: "Domain", package: "Domain"),
      ]),
    // The system's SQLite, which the built-in database is read with
    // (`Database/SQLite/DatabaseConnection.swift`, the one file that imports it). Its
    // header and library come with macOS's SDK and, on Linux, with libsqlite3-dev.
    .systemLibrary(
      name: "CSQLite",
      path: "Sources/CSQLite",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
  ]
)
