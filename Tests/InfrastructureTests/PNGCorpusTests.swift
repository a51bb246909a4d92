import Domain
import Foundation
import Infrastructure
import Presentation
import PokedexTesting
import Testing

/// Decodes every sprite of a PokeAPI corpus, when `POKEAPI_CORPUS` names one, and draws it.
@Suite("PNG corpus", .enabled(if: PNGCorpus.sprites != nil, "POKEAPI_CORPUS is not set"))
struct PNGCorpusTests {
  @Test func everySpriteDecodesAndDrawsAtTheSizeItsPixelsImply() async throws {
    try await CorpusLane.run {
      let files = try #require(PNGCorpus.sprites)
      var failures: [String] = []
      for file in files {
        let data = try Data(contentsOf: file)
        do {
          try check(data, failures: &failures, name: file.lastPathComponent)
        } catch {
          failures.append("\(file.lastPathComponent): \(error)")
        }
      }
      #expect(files.count > 2000)
      #expect(failures == [])
    }
  }

  /// Decodes one file, and checks its size against its header and its drawing against
  /// its cropped pixels.
  private func check(_ data: Data, failures: inout [String], name: String) throws {
    let sprite = try PNGDecoder().decode(data)
    let header = [UInt8](data.prefix(24).suffix(8))
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    if sprite.width != width || sprite.height != height {
      failures.append("\(name): \(sprite.width)×\(sprite.height)")
    }
    let cropped = sprite.cropped()
    let lines = SpriteRenderer.lines(
      of: sprite, theme: .ansi, maxWidth: Sprite.maximumSide, maxHeight: Sprite.maximumSide)
    let widths = Set(lines.map { SpriteRenderer.width(of: [$0]) })
    if lines.count != (cropped.height + 1) / 2 || (!lines.isEmpty && widths != [cropped.width]) {
      failures.append("\(name): drawn \(widths)×\(lines.count)")
    }
  }
}

/// The sprites of the corpus `POKEAPI_CORPUS` names.
enum PNGCorpus {
  /// Every PNG under the corpus's `sprites` folder; `nil` without a corpus.
  static var sprites: [URL]? {
    guard let path = ProcessInfo.processInfo.environment["POKEAPI_CORPUS"], !path.isEmpty
    else { return nil }
    let folder = URL(fileURLWithPath: path).appendingPathComponent("sprites")
    guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return nil }
    let pngs = files.compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
    return pngs.isEmpty ? nil : pngs.sorted { $0.path < $1.path }
  }
}
