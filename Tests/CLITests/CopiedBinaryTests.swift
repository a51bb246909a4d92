import Foundation
import PokedexTesting
import Testing

/// pokecli copied alone to another folder, as an installer would, still has its Pokédex:
/// the data is linked into the binary, not in a resource bundle beside it.
@Suite("A copied pokecli binary")
struct CopiedBinaryTests {
  @Test(.timeLimit(.minutes(20)))
  func answersFromItsOwnDataWithAnEmptyCacheAndNoNetwork() async throws {
    let built = try #require(PokecliExecutable.url, "pokecli is not built")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-copy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("pokecli")
    // Copied by another process: a copy written from this one could still be open for
    // writing in a child another test forks meanwhile, and running it would then fail
    // with "Text file busy".
    let cp = Process()
    cp.executableURL = URL(fileURLWithPath: "/bin/cp")
    cp.arguments = [built.path, copy.path]
    try cp.run()
    await PokecliExecutable.wait(for: cp)
    #expect(cp.terminationStatus == 0)

    for (arguments, expected) in [
      (["show", "pikachu", "--offline"], "Pikachu"),
      (["list", "--offline"], "Bulbasaur"),
      (["--version"], "built-in Pokédex: 1351 Pokémon"),
    ] {
      let process = Process()
      process.executableURL = copy
      process.currentDirectoryURL = folder
      process.arguments = arguments
      process.environment = [
        "HOME": folder.path, "POKECLI_CACHE_DIR": folder.appendingPathComponent("cache").path,
        "POKECLI_DATA_DIR": folder.appendingPathComponent("data").path, "PATH": "/usr/bin:/bin",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      await PokecliExecutable.wait(for: process)
      #expect(process.terminationStatus == 0, "\(arguments)")
      #expect(text.contains(expected), "\(arguments): \(text)")
    }
  }
}
