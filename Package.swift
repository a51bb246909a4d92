// swift-tools-version: 6.3;(experimentalCGen)
// experimentalCGen: the BuildPokedexDatabase plugin writes the C source that links the
// built-in database into the binary; SwiftPM 6.3 compiles plugin-written C behind this flag.
import PackageDescription

/// Release builds reach a generic type's metadata through its accessor, not by its mangled
/// name: a name demangled at run time checks each of the type's generic requirements with a
/// scan of every conformance in the binary (about 8,600, 0.4 M instructions a scan), which
/// cost `location giants-bed` 9 M instructions of its 153 M (docs/performance.md, "The 20 ms
/// budget, fourth round"). The layers' packages say the same.
let metadataByAccessor = SwiftSetting.unsafeFlags(
  ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
  .when(configuration: .release))

/// The pokecli workspace: the executable, its composition root and every test target.
/// The four layers live in their own packages under Packages/ so that the compiler
/// enforces which layer may import which (see docs/dependency-graph.md).
let package = Package(
  name: "pokecli",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "pokecli", targets: ["pokecli"])
  ],
  dependencies: [
    .package(path: "Packages/Domain"),
    .package(path: "Packages/Data"),
    .package(path: "Packages/Infrastructure"),
    .package(path: "Packages/Presentation"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", .upToNextMinor(from: "0.27.1")),
    // Already in the graph through swift-custom-dump; its test-support product is what lets
    // `expectNoDifference` fail a Swift Testing test on Linux.
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .executableTarget(
      name: "pokecli",
      dependencies: [
        .product(name: "Domain", package: "Domain"),
        .product(name: "PokedexData", package: "Data"),
        "BuiltInPokedex",
        "CMalloc",
        .product(name: "Infrastructure", package: "Infrastructure"),
        .product(name: "Presentation", package: "Presentation"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/pokecli",
      swiftSettings: [metadataByAccessor],
      // A static build on Linux exports every Swift symbol of the program (the toolchain's
      // static-stdlib-args.lnk says -export-dynamic): 35,000 names the loader binds and
      // hashes at every start, for nothing, since nothing loads pokecli as a library.
      // Measured in docs/performance.md ("The process floor").
      linkerSettings: [
        .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))
      ]
    ),
    // glibc's malloc tuning, which Swift's Glibc module does not declare: the process
    // keeps one malloc arena (`PokeCLI.main`).
    .systemLibrary(name: "CMalloc", path: "Apps/CMalloc"),
    // The built-in database: the table files in Apps/BuiltInPokedex/tables, loaded into
    // SQLite and linked into the binary during the build (the plugin and its tool below).
    .target(
      name: "BuiltInPokedex",
      path: "Apps/BuiltInPokedex",
      exclude: ["tables"],
      plugins: ["BuildPokedexDatabase"]
    ),
    .plugin(
      name: "BuildPokedexDatabase",
      capability: .buildTool(),
      dependencies: ["pokedex-sqlite"],
      path: "Plugins/BuildPokedexDatabase"
    ),
    .executableTarget(
      name: "pokedex-sqlite",
      dependencies: [
        "PokedexDatabaseLoader",
        .product(name: "CZlib", package: "Infrastructure"),
      ],
      path: "Apps/pokedex-sqlite"
    ),
    // Table files into a new SQLite file: the build step's work, and the tests' way to make
    // small databases of their own.
    .target(
      name: "PokedexDatabaseLoader",
      dependencies: [
        // The system's SQLite, the one the runtime reads the database with.
        .product(name: "CSQLite", package: "Data"),
        // SearchKey and EntryKind, for the name_keys table derived while loading and the
        // type names: Domain's own module of them, so that this step waits on no more.
        .product(name: "PokedexKeys", package: "Domain"),
      ],
      path: "Apps/PokedexDatabaseLoader"
    ),
    // The generator of the built-in Pokédex: scripts/generate-pokedex.sh runs it.
    .executableTarget(
      name: "pokecli-data",
      dependencies: [
        .product(name: "Domain", package: "Domain"),
        .product(name: "PokedexData", package: "Data"),
        .product(name: "PokedexDatabaseGenerator", package: "Data"),
        .product(name: "Infrastructure", package: "Infrastructure"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/pokecli-data"
    ),
    // A tiny full-screen program the terminal tests drive on a pseudo-terminal.
    .executableTarget(
      name: "TerminalProbe",
      dependencies: [
        .product(name: "Domain", package: "Domain"),
        .product(name: "Infrastructure", package: "Infrastructure"),
      ],
      path: "Tests/TerminalProbe"
    ),
    // Made-up Pokédexes served like PokeAPI, for the test servers in and out of process.
    .target(
      name: "ServedPokedexes",
      dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
      path: "Tests/ServedPokedexes"
    ),
    // A loopback PokeAPI in a process of its own, for the pseudo-terminal tests of browse.
    .executableTarget(
      name: "pokedex-server",
      dependencies: ["ServedPokedexes", .product(name: "FlyingFox", package: "FlyingFox")],
      path: "Tests/PokedexServer"
    ),
    .target(
      name: "PokedexTesting",
      dependencies: [
        "ServedPokedexes",
        "PokedexDatabaseLoader",
        .product(name: "Domain", package: "Domain"),
        .product(name: "PokedexData", package: "Data"),
        .product(name: "PokedexDatabaseGenerator", package: "Data"),
        .product(name: "Presentation", package: "Presentation"),
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      path: "Tests/PokedexTesting",
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "DomainTests",
      dependencies: [
        "PokedexTesting",
        .product(name: "Domain", package: "Domain"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "DataTests",
      dependencies: [
        "PokedexTesting",
        "PokedexDatabaseLoader",
        .product(name: "PokedexData", package: "Data"),
        .product(name: "PokedexDatabaseGenerator", package: "Data"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "InfrastructureTests",
      dependencies: [
        "PokedexTesting",
        .product(name: "Infrastructure", package: "Infrastructure"),
        // The corpus sprites are decoded here and drawn to check the drawing's size.
        .product(name: "Presentation", package: "Presentation"),
        .product(name: "FlyingFox", package: "FlyingFox"),
      ]
    ),
    .testTarget(
      name: "PresentationTests",
      dependencies: [
        "PokedexTesting",
        .product(name: "Presentation", package: "Presentation"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "pokecli",
        "pokedex-server",
        "BuiltInPokedex",
        "PokedexTesting",
        .product(name: "Domain", package: "Domain"),
        .product(name: "PokedexData", package: "Data"),
        .product(name: "Presentation", package: "Presentation"),
        .product(name: "Infrastructure", package: "Infrastructure"),
        .product(name: "PokedexDatabaseGenerator", package: "Data"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ArchitectureTests",
      dependencies: [.product(name: "CustomDump", package: "swift-custom-dump")]
    ),
  ]
)

// Every test target links IssueReportingTestSupport, so custom-dump's assertions report
// their failures to Swift Testing instead of only printing them.
for target in package.targets where target.type == .test {
  target.dependencies.append(
    .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"))
}
