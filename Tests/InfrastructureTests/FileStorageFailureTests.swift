import Domain
import Foundation
import Infrastructure
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `FileStorage` fails with `.storageFailed`, naming the document and giving the system's short
/// reason, when what is on disk cannot be used; it never hangs and never traps.
@Suite struct FileStoreFailureTests {
  let fileManager = FileManager.default

  @Test func folderInTheDocumentsPlaceGivesStorageFailed() throws {
    try FileStoreSandbox.run { sandbox in
      let key = try StorageKey("card", "25")
      try fileManager.createDirectory(
        at: sandbox.folder.appending(path: "card/25.json"), withIntermediateDirectories: true)
      FileStoreSandbox.expectStorageFailed(at: sandbox.store.location(of: key)) {
        _ = try sandbox.store.read(key)
      }
      FileStoreSandbox.expectStorageFailed(at: sandbox.store.location(of: key)) {
        try sandbox.store.write(Data("25".utf8), to: key)
      }
      #expect(try sandbox.names(in: "card") == ["25.json"])
    }
  }

  @Test(.enabled(if: geteuid() != 0, "root reads a file whatever its permissions"))
  func unreadableDocumentGivesStorageFailed() throws {
    try FileStoreSandbox.run { sandbox in
      let key = try StorageKey("favorites")
      try sandbox.store.write(Data("[25]".utf8), to: key)
      try fileManager.setAttributes(
        [.posixPermissions: 0], ofItemAtPath: sandbox.path("favorites.json"))
      #expect(throws: PokedexError.storageFailed(
        path: sandbox.store.location(of: key), reason: "permission denied")) {
        try sandbox.store.read(key)
      }
    }
  }

  @Test func folderThatIsAFileGivesStorageFailedWithTheSystemsReason() throws {
    try FileStoreSandbox.run { sandbox in
      let file = sandbox.root.appending(path: "file")
      try Data().write(to: file)
      let store = FileStorage(folder: file.appending(path: "store"))
      let key = try StorageKey("favorites")
      #expect(throws: PokedexError.storageFailed(
        path: store.location(of: key), reason: "not a directory")) {
        try store.write(Data(), to: key)
      }
    }
  }

  @Test func pipeInTheDocumentsPlaceGivesStorageFailedWithoutHanging() throws {
    try FileStoreSandbox.run { sandbox in
      let key = try StorageKey("favorites")
      try fileManager.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
      #expect(mkfifo(sandbox.path("favorites.json"), 0o600) == 0)
      #expect(throws: PokedexError.storageFailed(
        path: sandbox.store.location(of: key), reason: "not a regular file")) {
        try sandbox.store.read(key)
      }
    }
  }
}

extension FileStoreSandbox {
  /// Expects `body` to throw `.storageFailed` naming `path`, with some reason.
  static func expectStorageFailed(
    at path: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    let error = #expect(throws: PokedexError.self, sourceLocation: sourceLocation) { try body() }
    guard case .storageFailed(let failedPath, let reason)? = error else {
      Issue.record("expected .storageFailed, got \(String(describing: error))",
        sourceLocation: sourceLocation)
      return
    }
    #expect(failedPath == path, sourceLocation: sourceLocation)
    #expect(!reason.isEmpty, sourceLocation: sourceLocation)
  }
}
