import Foundation
import Testing

/// From dump-package's JSON to declared edges, without running `swift`.
@Suite struct ManifestEdgesTests {
  static let layout = PackageLayout(root: URL(fileURLWithPath: "/repo"))

  @Test func dumpPackageJSONDecodesIntoDependenciesAndTargets() throws {
    let json = """
      {
        "name": "Data",
        "dependencies": [
          {"fileSystem": [{"identity": "domain", "path": "/repo/Packages/Domain"}]},
          {"sourceControl": [{"identity": "swift-nio", "location": {}}]}
        ],
        "targets": [
          {
            "name": "Data", "type": "regular",
            "dependencies": [
              {"product": ["Domain", "Domain", null, null]},
              {"byName": ["DataCore", null]},
              {"target": ["DataCore", null]}
            ]
          }
        ]
      }
      """

    let manifest = try JSONDecoder().decode(PackageManifest.self, from: Data(json.utf8))

    expectEqual(
      manifest,
      PackageManifest(
        name: "Data",
        dependencies: [
          .init(identity: "domain", kind: .fileSystem(path: "/repo/Packages/Domain")),
          .init(identity: "swift-nio", kind: .sourceControl),
        ],
        targets: [
          .init(
            name: "Data", type: "regular",
            dependencies: [
              .product("Domain", package: "Domain"), .byName("DataCore"), .target("DataCore"),
            ])
        ]))
  }

  @Test func packageAndProductDependenciesBecomeEdgesNamedByLayer() {
    let manifest = PackageManifest(
      name: "Data",
      dependencies: [
        .init(identity: "presentation", kind: .fileSystem(path: "/repo/Packages/Presentation")),
        .init(identity: "swift-nio", kind: .sourceControl),
      ],
      targets: [
        .init(name: "DataCore", type: "regular", dependencies: []),
        .init(
          name: "Data", type: "regular",
          dependencies: [
            .product("Presentation", package: "Presentation"), .byName("DataCore"),
            .byName("swift-nio"),
          ]),
      ])

    let edges = ManifestEdges.ofPackage(manifest, named: "Data", layout: Self.layout)

    expectEqual(
      edges,
      [
        DeclaredEdge(
          edge: PackageEdge("Data", "Presentation"), isOutsideProject: false,
          evidence: ".package(path: \"/repo/Packages/Presentation\")"),
        DeclaredEdge(
          edge: PackageEdge("Data", "swift-nio"), isOutsideProject: true,
          evidence: ".package(url: …/swift-nio)"),
        DeclaredEdge(
          edge: PackageEdge("Data", "Presentation"), isOutsideProject: false,
          evidence: "target Data using product Presentation of package Presentation"),
        DeclaredEdge(
          edge: PackageEdge("Data", "swift-nio"), isOutsideProject: true,
          evidence: "target Data using product swift-nio of package swift-nio"),
      ])
  }

  @Test func aPathDependencyOutsidePackagesIsNoLayerEvenWithALayersName() {
    let manifest = PackageManifest(
      name: "Data",
      dependencies: [.init(identity: "domain", kind: .fileSystem(path: "/elsewhere/Domain"))],
      targets: [])

    let edges = ManifestEdges.ofPackage(manifest, named: "Data", layout: Self.layout)

    expectEqual(edges.map(\.edge), [PackageEdge("Data", "domain")])
    expectEqual(edges.map(\.isOutsideProject), [true])
  }
}
