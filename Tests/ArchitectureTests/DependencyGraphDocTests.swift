import Foundation
import Testing

/// docs/dependency-graph.md draws exactly the edges the manifests declare.
@Suite(.timeLimit(.minutes(2))) struct DependencyGraphDocTests {
  static let document = Repository.root
    .appendingPathComponent("docs", isDirectory: true)
    .appendingPathComponent("dependency-graph.md")

  @Test func documentedGraphMatchesTheManifests() async throws {
    let markdown = try String(contentsOf: Self.document, encoding: .utf8)
    let manifests = try await ProjectManifests.current.value
    let declared = try manifests.declaredEdges(layout: Repository.layout)
      .filter { !$0.isOutsideProject }
      .map(\.edge)

    expectEqual(
      Set(try MermaidGraph.edges(inMarkdown: markdown)).sorted(),
      Set(declared).sorted(),
      "docs/dependency-graph.md (first) no longer draws the edges the manifests declare "
        + "(second); update the mermaid block in the same change as the manifest")
  }

  @Test func mermaidEdgesAreReadFromTheMermaidBlockOnly() throws {
    let markdown = """
      Prose with an arrow: Data --> Presentation.

      ```mermaid
      graph TD
        %% Comment --> Ignored
        pokecli["pokecli app"] --> Domain
        Data -->|maps| Domain
        A --> B --> C;
        Presentation -.-> Data
      ```

      ```swift
      Infrastructure --> Data
      ```
      """

    expectEqual(
      try MermaidGraph.edges(inMarkdown: markdown),
      [
        PackageEdge("pokecli", "Domain"), PackageEdge("Data", "Domain"),
        PackageEdge("A", "B"), PackageEdge("B", "C"),
      ])
  }

  @Test func aDocumentWithoutAMermaidBlockIsAnError() {
    #expect(throws: MermaidGraph.MissingBlock.self) {
      try MermaidGraph.edges(inMarkdown: "# Dependency graph\n\nData --> Domain\n")
    }
  }
}
