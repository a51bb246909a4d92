import Domain
import Foundation
import Infrastructure
import Testing

/// `FileStorage`'s view of its whole folder: what `contents()` lists, and that it never
/// strays outside.
@Suite struct FileStoreFolderTests {
  let fileManager = FileManager.default

  // MARK: - contents()

  @Test func contentsListsEveryDocumentWithItsSizeSortedByKey() throws {
    try FileStoreSandbox.run { sandbox in
      let before = Date().addingTimeInterval(-5)
      try sandbox.store.write(Data("[25]".utf8), to: StorageKey("favorites"))
      try sandbox.store.write(Data("pikachu".utf8), to: StorageKey("card", "25"))
      try sandbox.store.write(Data("a".utf8), to: StorageKey("a", "b", "c"))
      let documents = try sandbox.store.contents()
      #expect(documents.map(\.key.description) == ["a/b/c", "card/25", "favorites"])
      #expect(documents.map(\.size) == [1, 7, 4])
      #expect(documents.allSatisfy { $0.modified > before && $0.modified < Date() + 5 })
    }
  }

  @Test func contentsSkipsTemporaryLockLinkedAndForeignFiles() throws {
    try FileStoreSandbox.run { sandbox in
      try sandbox.store.write(Data("[25]".utf8), to: StorageKey("favorites"))
      try sandbox.store.withExclusiveLock(StorageKey("card", "25")) {}
      for name in [".25.json.tmp-1234", "notes.txt", "Upper.json", "has space.json", "-x.json"] {
        try Data("x".utf8).write(to: sandbox.folder.appending(path: name))
      }
      try fileManager.createDirectory(
        at: sandbox.folder.appending(path: ".hidden"), withIntermediateDirectories: true)
      try Data("x".utf8).write(to: sandbox.folder.appending(path: ".hidden/one.json"))
      try Data("x".utf8).write(to: sandbox.outside.appending(path: "two.json"))
      try fileManager.createSymbolicLink(
        at: sandbox.folder.appending(path: "linked"), withDestinationURL: sandbox.outside)
      try fileManager.createSymbolicLink(
        at: sandbox.folder.appending(path: "alias.json"),
        withDestinationURL: sandbox.folder.appending(path: "favorites.json"))
      #expect(try sandbox.store.contents().map(\.key.description) == ["favorites"])
    }
  }

  @Test func contentsOfAMissingFolderIsEmpty() throws {
    try FileStoreSandbox.run { sandbox in
      let documents = try sandbox.store.contents()
      #expect(documents.isEmpty)
      #expect(!fileManager.fileExists(atPath: sandbox.folder.path(percentEncoded: false)))
    }
  }
}
