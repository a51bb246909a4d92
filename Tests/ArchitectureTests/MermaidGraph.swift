import Foundation

/// Reads the edges out of the first ```mermaid block of a markdown document.
///
/// Understands `A --> B`, node labels (`A["label"] --> B`), edge labels (`A -->|uses| B`)
/// and chains (`A --> B --> C`); other arrow styles draw no dependency and are skipped.
enum MermaidGraph {
  /// The document has no ```mermaid block.
  struct MissingBlock: Error, CustomStringConvertible {
    var description: String { "no ```mermaid block found" }
  }

  /// Every `-->` edge in the mermaid block, in the order drawn.
  static func edges(inMarkdown markdown: String) throws -> [PackageEdge] {
    let lines = markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard let fence = lines.firstIndex(of: "```mermaid") else { throw MissingBlock() }
    return lines[(fence + 1)...]
      .prefix { !$0.hasPrefix("```") }
      .filter { !$0.hasPrefix("%%") }
      .flatMap(edges(inLine:))
  }

  // MARK: - One line

  private static func edges(inLine line: String) -> [PackageEdge] {
    let nodes = line.components(separatedBy: "-->").enumerated().map { index, segment in
      node(in: segment, afterArrow: index > 0)
    }
    return zip(nodes, nodes.dropFirst()).compactMap { from, to in
      guard let from, let to else { return nil }
      return PackageEdge(from, to)
    }
  }

  /// The id of the node a segment starts with, past an edge label `|…|` after an arrow.
  private static func node(in segment: String, afterArrow: Bool) -> String? {
    var text = Substring(segment.trimmingCharacters(in: .whitespaces))
    if afterArrow, text.hasPrefix("|"), let close = text.dropFirst().firstIndex(of: "|") {
      text = text[text.index(after: close)...].drop(while: \.isWhitespace)
    }
    let id = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return id.isEmpty ? nil : String(id)
  }
}
