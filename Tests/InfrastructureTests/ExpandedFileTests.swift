import Foundation
import Infrastructure
import Testing

@Suite("A file made once, then reused")
struct ExpandedFileTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("pokecli-expanded-\(UUID().uuidString)")

  func make(_ name: String, _ bytes: Data, calls: inout Int) throws -> URL {
    try ExpandedFile.path(named: name, prefix: "db-", in: folder, expectedSize: bytes.count) {
      write in
      calls += 1
      try write(bytes.prefix(3))
      try write(bytes.dropFirst(3))
    }
  }

  @Test func theFirstCallWritesTheFileAndTheNextFindsIt() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var calls = 0
    let bytes = Data("SQLite format 3".utf8)
    let file = try make("db-1.sqlite", bytes, calls: &calls)
    #expect(try Data(contentsOf: file) == bytes)
    #expect(try make("db-1.sqlite", bytes, calls: &calls) == file)
    #expect(calls == 1)
    // Nothing else is left beside it: the partial file was renamed into place.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["db-1.sqlite"])
  }

  @Test func aFileOfTheWrongSizeIsMadeAgain() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var calls = 0
    let bytes = Data("SQLite format 3".utf8)
    let file = try make("db-1.sqlite", bytes, calls: &calls)
    try Data("cut".utf8).write(to: file)
    #expect(try Data(contentsOf: try make("db-1.sqlite", bytes, calls: &calls)) == bytes)
    #expect(calls == 2)
  }

  @Test func anOlderBuildsFileIsRemovedAndOthersAreKept() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var calls = 0
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("old".utf8).write(to: folder.appendingPathComponent("db-0.sqlite"))
    try Data("mine".utf8).write(to: folder.appendingPathComponent("favorites.json"))
    _ = try make("db-1.sqlite", Data("new data".utf8), calls: &calls)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["db-1.sqlite", "favorites.json"])
  }

  @Test func makingTooFewOrTooManyBytesLeavesNoFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    for given in [Data("short".utf8), Data("far too long".utf8)] {
      #expect(throws: (any Error).self) {
        try ExpandedFile.path(named: "db-1.sqlite", prefix: "db-", in: folder, expectedSize: 8) {
          try $0(given)
        }
      }
    }
    struct Interrupted: Error {}
    #expect(throws: Interrupted.self) {
      try ExpandedFile.path(named: "db-1.sqlite", prefix: "db-", in: folder, expectedSize: 8) {
        try $0(Data("half".utf8))
        throw Interrupted()
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func aFolderThatCannotBeMadeIsAnError() throws {
    let blocked = folder.appendingPathComponent("file")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("a file, not a folder".utf8).write(to: blocked)
    #expect(throws: (any Error).self) {
      try ExpandedFile.path(
        named: "db-1.sqlite", prefix: "db-", in: blocked.appendingPathComponent("inner"),
        expectedSize: 1
      ) { try $0(Data([1])) }
    }
  }
}
