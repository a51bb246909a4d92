import Domain
import Foundation
import Testing

@testable import Infrastructure

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `FileStorage` reads no document larger than it allows: a larger file is refused before
/// a byte of it is read, and left exactly as it is.
@Suite struct FileStorageSizeTests {
  @Test func aSparseTwoGigabyteFileIsRefusedUnreadAndLeftAsItIs() throws {
    try FileStoreSandbox.run { sandbox in
      let key = try StorageKey("card", "25")
      try sandbox.store.write(Data("{}".utf8), to: key)
      let path = sandbox.path("card/25.json")
      #expect(truncate(path, 2 << 30) == 0)
      let before = try FileManager.default.attributesOfItem(atPath: path)
      #expect(throws: PokedexError.unreadableFile(
        path: sandbox.store.location(of: key),
        reason: "it holds 2 GB, more than pokecli ever writes (1 MB at most)")) {
        try sandbox.store.read(key)
      }
      let after = try FileManager.default.attributesOfItem(atPath: path)
      #expect(after[.size] as? Int == 2 << 30)
      #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
    }
  }

  @Test func aDocumentOfExactlyTheLimitIsReadAndOneByteMoreIsNot() throws {
    try FileStoreSandbox.run { sandbox in
      let store = FileStorage(folder: sandbox.folder, maximumDocumentBytes: 10)
      let key = try StorageKey("favorites")
      try store.write(Data(repeating: 0x41, count: 10), to: key)
      #expect(try store.read(key)?.count == 10)
      // Written by something else: this storage writes nothing it would not read back.
      try Data(repeating: 0x41, count: 11).write(to: URL(fileURLWithPath: store.location(of: key)))
      #expect(throws: PokedexError.unreadableFile(
        path: store.location(of: key),
        reason: "it holds 11 bytes, more than pokecli ever writes (10 bytes at most)")) {
        try store.read(key)
      }
    }
  }

  @Test(arguments: [
    (300, "300 bytes"), (1024, "1 KB"), (1536, "1 KB"), (1 << 20, "1 MB"),
    (3 << 19, "1.5 MB"), (2 << 30, "2 GB"), (Int.max, "8589934591.9 GB"),
  ])
  func sizesAreSaidInBinaryUnits(bytes: Int, text: String) {
    #expect(FileStorage.describe(bytes) == text)
  }

  @Test func aDocumentLargerThanItReadsIsNotWrittenAndTheOneThereIsKept() throws {
    try FileStoreSandbox.run { sandbox in
      let store = FileStorage(folder: sandbox.folder, maximumDocumentBytes: 10)
      let key = try StorageKey("card", "25")
      try store.write(Data(repeating: 0x41, count: 10), to: key)
      #expect(throws: PokedexError.storageFailed(
        path: store.location(of: key),
        reason: "it would hold 11 bytes, more than pokecli reads back (10 bytes at most)")) {
        try store.write(Data(repeating: 0x42, count: 11), to: key)
      }
      #expect(try store.read(key) == Data(repeating: 0x41, count: 10))
      let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.path("card"))
      #expect(names == ["25.json"])
    }
  }
}
