import Foundation
import Infrastructure
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    // Nothing else is left beside it but its stamp: the partial files were renamed into
    // place.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == [".db-1.sqlite.stamp", "db-1.sqlite"])
  }

  @Test func aFileChangedSinceItWasMadeIsMadeAgainEvenAtItsSize() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var calls = 0
    let bytes = Data("SQLite format 3".utf8)
    let file = try make("db-1.sqlite", bytes, calls: &calls)
    // Bytes flipped in place: the same size, the same inode, a new ctime.
    #expect(chmod(file.path, 0o644) == 0)
    let handle = try FileHandle(forWritingTo: file)
    try handle.seek(toOffset: 2)
    try handle.write(contentsOf: Data("XX".utf8))
    try handle.close()
    #expect(try Data(contentsOf: try make("db-1.sqlite", bytes, calls: &calls)) == bytes)
    #expect(calls == 2)
    // Another file of the same size put in its place.
    let other = folder.appendingPathComponent("other")
    try Data("SQLite format 4".utf8).write(to: other)
    #expect(rename(other.path, file.path) == 0)
    #expect(try Data(contentsOf: try make("db-1.sqlite", bytes, calls: &calls)) == bytes)
    #expect(calls == 3)
    // A file with no stamp (made by an older build) is made again once, then reused.
    try FileManager.default.removeItem(atPath: folder.appendingPathComponent(".db-1.sqlite.stamp").path)
    _ = try make("db-1.sqlite", bytes, calls: &calls)
    _ = try make("db-1.sqlite", bytes, calls: &calls)
    #expect(calls == 4)
  }

  @Test func aFileOfTheWrongSizeIsMadeAgain() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var calls = 0
    let bytes = Data("SQLite format 3".utf8)
    let file = try make("db-1.sqlite", bytes, calls: &calls)
    try Data("cut".utf8).write(to: file, options: .atomic)
    #expect(try Data(contentsOf: try make("db-1.sqlite", bytes, calls: &calls)) == bytes)
    #expect(calls == 2)
  }

  @Test func anOlderBuildsFileIsRemovedOnceStaleAndNothingElseOfThePrefixIsTouched() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var calls = 0
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let stale = folder.appendingPathComponent("db-0.sqlite")
    try Data("old".utf8).write(to: stale)
    let longAgo = Date(timeIntervalSinceNow: -ExpandedFile.staleAge - 60)
    try manager.setAttributes([.modificationDate: longAgo], ofItemAtPath: stale.path)
    // Another build's file still in use, a user's notes, another API's cache folder.
    try Data("recent".utf8).write(to: folder.appendingPathComponent("db-a.sqlite"))
    try Data("mine".utf8).write(to: folder.appendingPathComponent("db-notes.txt"))
    try manager.createDirectory(
      at: folder.appendingPathComponent("db-mirror.lan"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: folder.appendingPathComponent("favorites.json"))
    _ = try make("db-1.sqlite", Data("new data".utf8), calls: &calls)
    let names = try manager.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == [
      ".db-1.sqlite.stamp", "db-1.sqlite", "db-a.sqlite", "db-mirror.lan", "db-notes.txt",
      "favorites.json",
    ])
  }

  @Test func aStaleFileAnotherRunHoldsIsKept() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var calls = 0
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let other = folder.appendingPathComponent("db-0.sqlite")
    try Data("old".utf8).write(to: other)
    let longAgo = Date(timeIntervalSinceNow: -ExpandedFile.staleAge - 60)
    try manager.setAttributes([.modificationDate: longAgo], ofItemAtPath: other.path)
    let holder = open(other.path, O_RDONLY)
    defer { close(holder) }
    #expect(flock(holder, LOCK_SH) == 0)
    _ = try make("db-1.sqlite", Data("new data".utf8), calls: &calls)
    #expect(manager.fileExists(atPath: other.path))
  }

  @Test func removingEveryCopyLeavesOneARunHoldsAndEverythingElse() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
    for name in ["db-1.sqlite", ".db-1.sqlite.stamp", "db-2.sqlite", "db-notes.txt"] {
      try Data(name.utf8).write(to: file(name))
    }
    try manager.createDirectory(at: file("db-3.sqlite"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(at: file("db-4.sqlite"), withDestinationURL: file("db-notes.txt"))
    let holder = open(file("db-2.sqlite").path, O_RDONLY)
    defer { close(holder) }
    #expect(flock(holder, LOCK_SH) == 0)

    #expect(ExpandedFile.removeAll(like: "db-1.sqlite", prefix: "db-", in: folder) == 1)
    let names = try manager.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["db-2.sqlite", "db-3.sqlite", "db-4.sqlite", "db-notes.txt"])
  }

  @Test func aFileARunIsMakingIsNotRemoved() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("db-1.sqlite")
    try Data("old".utf8).write(to: file)
    // A run making the file holds its lock until the new file is renamed into place and
    // held: removing the old one meanwhile could remove the new one instead.
    let lockPath = folder.appendingPathComponent(".db-1.sqlite.lock").path
    let lock = open(lockPath, O_RDWR | O_CREAT, 0o600)
    defer { close(lock) }
    #expect(flock(lock, LOCK_EX) == 0)
    #expect(ExpandedFile.removeAll(like: "db-1.sqlite", prefix: "db-", in: folder) == 0)
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  @Test func whatAKilledRunLeftHalfWrittenIsRemovedByTheNextThatMakesTheFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var calls = 0
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("half".utf8).write(to: folder.appendingPathComponent(".db-1.sqlite.4242.partial"))
    try Data("half".utf8).write(
      to: folder.appendingPathComponent(".db-1.sqlite.stamp.4242.partial"))
    _ = try make("db-1.sqlite", Data("new data".utf8), calls: &calls)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == [".db-1.sqlite.stamp", "db-1.sqlite"])
  }

  @Test func runsStartingTogetherMakeTheFileOnce() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = Data("SQLite format 3".utf8)
    final class Calls: Sendable { let count = Mutex(0) }
    let calls = Calls()
    let folder = folder
    try await withThrowingTaskGroup(of: URL.self) { group in
      for _ in 0..<8 {
        group.addTask {
          try ExpandedFile.path(
            named: "db-1.sqlite", prefix: "db-", in: folder, expectedSize: bytes.count
          ) { write in
            calls.count.withLock { $0 += 1 }
            try write(bytes)
          }
        }
      }
      for try await file in group { #expect(try Data(contentsOf: file) == bytes) }
    }
    #expect(calls.count.withLock { $0 } == 1)
  }

  @Test func aFolderOthersCanWriteIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(chmod(folder.path, 0o777) == 0)
    var calls = 0
    #expect(throws: (any Error).self) { try make("db-1.sqlite", Data([1]), calls: &calls) }
    #expect(calls == 0)
  }

  @Test func aFolderOfAnotherUserIsRefused() throws {
    // Only root can give a folder away; elsewhere the check is the same code as above.
    guard geteuid() == 0 else { return }
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("#0025 Planted".utf8).write(to: folder.appendingPathComponent("db-1.sqlite"))
    #expect(chown(folder.path, 1001, 1001) == 0)
    var calls = 0
    #expect(throws: (any Error).self) { try make("db-1.sqlite", Data([1]), calls: &calls) }
  }

  @Test func theFileIsMadeReadOnly() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var calls = 0
    let file = try make("db-1.sqlite", Data("SQLite format 3".utf8), calls: &calls)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o222 } == 0)
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
