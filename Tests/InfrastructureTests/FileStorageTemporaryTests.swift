import Domain
import Foundation
import Infrastructure
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary files that a writer killed mid-write (SIGKILL) left behind are removed: old
/// ones at the next write into their folder, and by a walk of the store (`cache clear`),
/// while a live writer's temporary file is never touched.
@Suite struct FileStoreTemporaryTests {
  @Test func anAbandonedTemporaryFileIsRemovedByTheNextWrite() throws {
    try FileStoreSandbox.run { sandbox in
      try sandbox.store.write(Data("[1]".utf8), to: StorageKey("favorites"))
      let leftover = try plant(".favorites.json.tmp-0B5E", in: sandbox.folder, age: 3600)
      try FileStorage(folder: sandbox.folder).write(Data("[2]".utf8), to: StorageKey("favorites"))
      #expect(!FileManager.default.fileExists(atPath: leftover.path))
      #expect(try sandbox.store.read(StorageKey("favorites")) == Data("[2]".utf8))
    }
  }

  @Test func walkingTheStoreRemovesAbandonedTemporaryFilesInEveryFolder() throws {
    try FileStoreSandbox.run { sandbox in
      try sandbox.store.write(Data("{}".utf8), to: StorageKey("api", "card", "25"))
      let card = sandbox.folder.appending(path: "api/card", directoryHint: .isDirectory)
      let leftover = try plant(".25.json.tmp-DEAD", in: card, age: 3600)
      let documents = try sandbox.store.contents()
      #expect(documents.map(\.key.description) == ["api/card/25"])
      #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }
  }

  @Test func aTemporaryFileALiveWriterHoldsIsKeptHoweverOld() throws {
    try FileStoreSandbox.run { sandbox in
      try sandbox.store.write(Data("[1]".utf8), to: StorageKey("favorites"))
      let live = try plant(".favorites.json.tmp-LIVE", in: sandbox.folder, age: 3600)
      let descriptor = open(live.path, O_RDONLY)
      defer { close(descriptor) }
      #expect(flock(descriptor, LOCK_EX) == 0)
      _ = try sandbox.store.contents()
      #expect(FileManager.default.fileExists(atPath: live.path))
    }
  }

  @Test func aFreshUnlockedTemporaryFileIsKeptForNow() throws {
    try FileStoreSandbox.run { sandbox in
      try sandbox.store.write(Data("[1]".utf8), to: StorageKey("favorites"))
      let fresh = try plant(".favorites.json.tmp-NEW", in: sandbox.folder, age: 0)
      _ = try sandbox.store.contents()
      #expect(FileManager.default.fileExists(atPath: fresh.path))
    }
  }

  /// A temporary file named `name` in `folder`, last modified `age` seconds ago.
  private func plant(_ name: String, in folder: URL, age: TimeInterval) throws -> URL {
    let file = folder.appending(path: name)
    try Data("half a docu".utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: file.path)
    return file
  }
}
