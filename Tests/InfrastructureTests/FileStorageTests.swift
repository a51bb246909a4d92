import Domain
import Foundation
import Infrastructure
import Testing

/// What `FileStorage` promises for one document: where it lives, that it reads back as
/// written, and that an overwrite leaves nothing half done behind.
@Suite struct FileStorageTests {
  @Test func writtenDocumentReadsBackUnchangedFromItsJSONFile() throws {
    try FileStoreSandbox.run { sandbox in
      let key = try StorageKey("card", "25")
      let document = Data(#"{"name":"pikachu"}"#.utf8)
      try sandbox.store.write(document, to: key)
      #expect(try sandbox.store.read(key) == document)
      let file = sandbox.folder.appending(path: "card/25.json")
      #expect(try Data(contentsOf: file) == document)
    }
  }

  @Test func documentAtTheTopOfTheFolderRoundTrips() throws {
    try FileStoreSandbox.run { sandbox in
      let key = try StorageKey("favorites")
      try sandbox.store.write(Data("[25]".utf8), to: key)
      #expect(try sandbox.store.read(key) == Data("[25]".utf8))
      #expect(sandbox.exists("favorites.json"))
    }
  }

  @Test func emptyDocumentRoundTrips() throws {
    try FileStoreSandbox.run { sandbox in
      let key = try StorageKey("empty")
      try sandbox.store.write(Data(), to: key)
      #expect(try sandbox.store.read(key) == Data())
    }
  }

  @Test func readingAMissingKeyGivesNil() throws {
    try FileStoreSandbox.run { sandbox in
      #expect(try sandbox.store.read(StorageKey("card", "25")) == nil)
      try sandbox.store.write(Data("1".utf8), to: StorageKey("card", "1"))
      #expect(try sandbox.store.read(StorageKey("card", "25")) == nil)
      #expect(try sandbox.store.read(StorageKey("species", "25")) == nil)
    }
  }

  @Test func overwriteReplacesTheDocumentAndLeavesNoTemporaryFile() throws {
    try FileStoreSandbox.run { sandbox in
      let key = try StorageKey("card", "25")
      try sandbox.store.write(Data(repeating: 1, count: 10_000), to: key)
      try sandbox.store.write(Data("short".utf8), to: key)
      #expect(try sandbox.store.read(key) == Data("short".utf8))
      #expect(try sandbox.names(in: "card") == ["25.json"])
    }
  }

  @Test func removeDeletesOnlyThatDocument() throws {
    try FileStoreSandbox.run { sandbox in
      let pikachu = try StorageKey("card", "25")
      let raichu = try StorageKey("card", "26")
      try sandbox.store.write(Data("25".utf8), to: pikachu)
      try sandbox.store.write(Data("26".utf8), to: raichu)
      try sandbox.store.remove(pikachu)
      #expect(try sandbox.store.read(pikachu) == nil)
      #expect(try sandbox.store.read(raichu) == Data("26".utf8))
    }
  }

  @Test func removingAMissingDocumentIsNotAnError() throws {
    try FileStoreSandbox.run { sandbox in
      try sandbox.store.remove(StorageKey("card", "25"))
      try sandbox.store.write(Data("1".utf8), to: StorageKey("card", "1"))
      try sandbox.store.remove(StorageKey("card", "25"))
    }
  }

  @Test func locationsNameTheFolderAndTheDocumentsFile() throws {
    let folder = URL(filePath: "/tmp/pokecli/./cache/", directoryHint: .isDirectory)
    let store = FileStorage(folder: folder)
    #expect(store.location == "/tmp/pokecli/cache")
    #expect(try store.location(of: StorageKey("card", "25")) == "/tmp/pokecli/cache/card/25.json")
  }
}

// MARK: - Sandbox

/// A fresh folder for one test, removed when the test ends: `store/` is the store's folder
/// (not created until the store writes) and `outside/` is a folder beside it that the store
/// must never touch.
struct FileStoreSandbox {
  /// The folder holding both.
  let root: URL

  /// The store's folder.
  var folder: URL { root.appending(path: "store", directoryHint: .isDirectory) }
  /// A folder outside the store, created empty.
  var outside: URL { root.appending(path: "outside", directoryHint: .isDirectory) }
  /// The path of `outside`.
  var outsidePath: String { outside.path(percentEncoded: false) }
  /// A store over `folder`.
  var store: FileStorage { FileStorage(folder: folder) }

  /// Runs `body` in a new sandbox and removes it afterwards, whatever happens.
  static func run<Value>(_ body: (FileStoreSandbox) throws -> Value) throws -> Value {
    let sandbox = try make()
    defer { sandbox.remove() }
    return try body(sandbox)
  }

  /// A new sandbox, for an async test; it must call `remove()` when done.
  static func make() throws -> FileStoreSandbox {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pokecli-filestore-\(UUID().uuidString)", directoryHint: .isDirectory)
    let sandbox = FileStoreSandbox(root: root)
    try FileManager.default.createDirectory(
      at: sandbox.outside, withIntermediateDirectories: true)
    return sandbox
  }

  /// Deletes the sandbox and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// The path of `relative` inside the store's folder.
  func path(_ relative: String) -> String {
    folder.appending(path: relative).path(percentEncoded: false)
  }

  /// Whether anything, a dangling link included, is at `relative` in the store's folder.
  func exists(_ relative: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path(relative))) != nil
  }

  /// The sorted names in the folder `relative` of the store's folder, hidden ones included.
  func names(in relative: String = "") throws -> [String] {
    let url = relative.isEmpty ? folder : folder.appending(path: relative)
    return try FileManager.default.contentsOfDirectory(atPath: url.path(percentEncoded: false))
      .sorted()
  }
}
