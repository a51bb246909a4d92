import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// docs/json.md, run: each section's `Example:` commands are run against the built-in
/// data, and every key its tables document must be in what they print (in one of them,
/// when a section has several), so no documented key is ever missing.
///
/// A row of a `| key | meaning |` table documents the keys in backticks in its first cell,
/// as paths: `count`, `results[].id` (the key of each element of the array `results`),
/// `learners.pokemon[].ways[].method`. A key after the first in a cell is under the first
/// one's parent (`results[].id`, `name` is `results[].id` and `results[].name`). A
/// document that is an array starts its paths with `[]`.
@Suite("docs/json.md is true of every command's JSON", .timeLimit(.minutes(20)))
struct JSONDocsTests {
  /// One `##` section of the page: the commands it runs and the keys it documents.
  struct Section: CustomTestStringConvertible, Sendable {
    var title: String
    var examples: [[String]] = []
    var keys: [String] = []

    var testDescription: String { title }
  }

  static let page: String = (try? String(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/json.md"),
    encoding: .utf8)) ?? ""

  static let sections: [Section] = parse(page)

  @Test func everySectionRunsAnExampleAndDocumentsItsKeys() {
    #expect(Self.sections.count >= 20)
    for section in Self.sections {
      #expect(!section.examples.isEmpty, "\(section.title) has no Example: line")
      #expect(!section.keys.isEmpty, "\(section.title) documents no key")
    }
  }

  @Test(arguments: sections)
  func everyDocumentedKeyIsPrinted(_ section: Section) async throws {
    var documents: [Any] = []
    for example in section.examples {
      let result = await CLIHarness.run(
        example, httpClient: UnreachableNetwork(), builtIn: .embedded)
      #expect(result.status == 0, "\(example): \(result.stderr)")
      documents.append(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)))
    }
    for key in section.keys {
      #expect(
        documents.contains { Self.holds($0, path: Self.steps(key)) },
        "\(section.title): no \(key) in what \(section.examples) print")
    }
  }

  // MARK: - Reading the page

  static func parse(_ page: String) -> [Section] {
    var sections: [Section] = []
    var inKeyTable = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("| key | meaning |") {
        inKeyTable = true
      } else if !line.hasPrefix("|") {
        inKeyTable = false
      }
      if line.hasPrefix("## ") || line.hasPrefix("### ") {
        sections.append(Section(title: String(line.drop { $0 == "#" || $0 == " " })))
      } else if line.hasPrefix("Example: `pokecli "), let last = sections.indices.last {
        let command = line.split(separator: "`").dropFirst().first ?? ""
        sections[last].examples.append(
          command.split(separator: " ").dropFirst().map(String.init))
      } else if inKeyTable, line.hasPrefix("| `"), let last = sections.indices.last {
        let cell = line.split(separator: "|").first ?? ""
        sections[last].keys += keys(inCell: String(cell))
      }
    }
    return sections.filter { !$0.examples.isEmpty || !$0.keys.isEmpty }
  }

  /// `results[].id`, `name` → `results[].id`, `results[].name`.
  static func keys(inCell cell: String) -> [String] {
    let quoted = cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
    guard let first = quoted.first else { return [] }
    let parent = first.lastIndex(of: ".").map { String(first[...$0]) } ?? ""
    return [first] + quoted.dropFirst().map { $0.contains(".") ? $0 : parent + $0 }
  }

  /// `results[].id` → the key `results`, into an array, the key `id`.
  static func steps(_ path: String) -> [Substring] {
    path.split(separator: ".").flatMap { step -> [Substring] in
      step.hasSuffix("[]") ? (step == "[]" ? ["[]"] : [step.dropLast(2), "[]"]) : [step]
    }
  }

  /// Whether `document` holds `path`: each key present (its value may be `null`), and
  /// each array non-empty where the path goes into its elements (the first one).
  static func holds(_ document: Any, path: [Substring]) -> Bool {
    guard let step = path.first else { return true }
    if step == "[]" {
      guard let first = (document as? [Any])?.first else { return false }
      return holds(first, path: Array(path.dropFirst()))
    }
    guard let object = document as? [String: Any], let value = object[String(step)] else {
      return false
    }
    return path.count == 1 || holds(value, path: Array(path.dropFirst()))
  }

  @Test func pathsAreReadAsThePageWritesThem() {
    #expect(Self.keys(inCell: " `results[].id`, `name`, `displayName` ")
      == ["results[].id", "results[].name", "results[].displayName"])
    #expect(Self.keys(inCell: " `offset`, `limit` ") == ["offset", "limit"])
    let document: Any = ["results": [["id": 1, "next": NSNull()]], "count": 0]
    #expect(Self.holds(document, path: Self.steps("results[].id")))
    #expect(Self.holds(document, path: Self.steps("results[].next")))
    #expect(!Self.holds(document, path: Self.steps("results[].name")))
    #expect(Self.holds([["name": "fr"]] as Any, path: Self.steps("[].name")))
  }
}
