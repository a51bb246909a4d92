import Domain
import Foundation
import Infrastructure
import Testing

/// `FileStorage` never follows a symbolic link planted in its folder out of it: not to write,
/// not to read, not to create a folder.
@Suite struct FileStoreLinkTests {
  let fileManager = FileManager.default

  @Test func writeThroughASymlinkedSubfolderLeadingOutsideIsRefused() throws {
    try FileStoreSandbox.run { sandbox in
      try fileManager.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
      try fileManager.createSymbolicLink(at: sandbox.folder.appending(path: "card"),
        withDestinationURL: sandbox.outside)
      let key = try StorageKey("card", "25")
      FileStoreSandbox.expectStorageFailed(at: sandbox.store.location(of: key)) {
        try sandbox.store.write(Data("planted".utf8), to: key)
      }
      #expect(try fileManager.contentsOfDirectory(atPath: sandbox.outsidePath).isEmpty)
    }
  }

  @Test func noFolderIsCreatedThroughASymlinkLeadingOutside() throws {
    try FileStoreSandbox.run { sandbox in
      try fileManager.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
      try fileManager.createSymbolicLink(at: sandbox.folder.appending(path: "a"),
        withDestinationURL: sandbox.outside)
      #expect(throws: PokedexError.self) {
        try sandbox.store.write(Data(), to: StorageKey("a", "b", "c"))
      }
      #expect(throws: PokedexError.self) {
        try sandbox.store.withExclusiveLock(StorageKey("a", "b", "c")) {}
      }
      #expect(try fileManager.contentsOfDirectory(atPath: sandbox.outsidePath).isEmpty)
    }
  }

  @Test func readThroughASymlinkedSubfolderLeadingOutsideIsRefused() throws {
    try FileStoreSandbox.run { sandbox in
      try Data("secret".utf8).write(to: sandbox.outside.appending(path: "25.json"))
      try fileManager.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
      try fileManager.createSymbolicLink(at: sandbox.folder.appending(path: "card"),
        withDestinationURL: sandbox.outside)
      let key = try StorageKey("card", "25")
      FileStoreSandbox.expectStorageFailed(at: sandbox.store.location(of: key)) {
        _ = try sandbox.store.read(key)
      }
    }
  }

  @Test func symlinkInTheDocumentsPlaceIsReplacedNotWrittenThrough() throws {
    try FileStoreSandbox.run { sandbox in
      let target = sandbox.outside.appending(path: "target.json")
      try Data("outside".utf8).write(to: target)
      try fileManager.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
      try fileManager.createSymbolicLink(at: sandbox.folder.appending(path: "favorites.json"),
        withDestinationURL: target)
      let key = try StorageKey("favorites")
      #expect(throws: PokedexError.storageFailed(
        path: sandbox.store.location(of: key), reason: "is a symbolic link")) {
        try sandbox.store.read(key)
      }
      try sandbox.store.write(Data("inside".utf8), to: key)
      #expect(try Data(contentsOf: target) == Data("outside".utf8))
      #expect(try sandbox.store.read(key) == Data("inside".utf8))
    }
  }
}
