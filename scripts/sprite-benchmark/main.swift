import Domain
import Foundation

// Measures, over every PNG of a corpus's sprites folder: the PNG decoding time per sprite,
// the size of each cropped sprite in the cache's encoding (zlib, as the app uses) and in a
// cache entry on disk, and that encoding's decoding time. Built and run by
// scripts/sprite-benchmark/run.sh.

guard CommandLine.arguments.count > 1 else {
  print("usage: sprite-benchmark CORPUS_FOLDER")
  exit(2)
}
let folder = URL(fileURLWithPath: CommandLine.arguments[1]).appendingPathComponent("sprites")
let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
  .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" } ?? [])
  .sorted { $0.path < $1.path }
let blobs = files.compactMap { try? Data(contentsOf: $0) }
let decoder = PNGDecoder()
let rounds = 20

func seconds(_ work: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try work()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var decodeTimes: [Double] = []
var timesByFormat: [String: [Double]] = [:]
var sprites: [Sprite] = []
var failures = 0
for blob in blobs {
  let sprite: Sprite
  do {
    sprite = try decoder.decode(blob)
  } catch {
    failures += 1
    if failures <= 5 { print("not decoded: \(error)") }
    continue
  }
  sprites.append(sprite)
  guard sprite.width == 96, sprite.height == 96 else { continue }
  let time = seconds { for _ in 0..<rounds { _ = try? decoder.decode(blob) } }
  decodeTimes.append(time / Double(rounds))
  let format = blob.count > 26 ? "colour type \(blob[25]), \(blob[24]) bits" : "?"
  timesByFormat[format, default: []].append(time / Double(rounds))
}
decodeTimes.sort()

/// A cache entry's shape on disk (Data's `CacheEnvelope` of a `StoredSprite`): JSON with
/// the blob in base64.
struct Entry: Encodable {
  struct Value: Encodable { var pixels: Data }
  var format = 3
  var storedAt = Date(timeIntervalSince1970: 1_767_225_600.5)
  var value: Value
}
let entryEncoder = JSONEncoder()
entryEncoder.dateEncodingStrategy = .secondsSince1970
entryEncoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

let codec = SpriteCacheCodec(compressor: ZlibCompressor())
var cachedBytes = 0
var entryBytes = 0
var pngEntryBytes = 0
let pngBytes = blobs.reduce(0) { $0 + $1.count }
var mismatches = 0
var cacheDecodeTime = 0.0
for blob in blobs {
  pngEntryBytes += (try? entryEncoder.encode(Entry(value: .init(pixels: blob))))?.count ?? 0
}
for sprite in sprites {
  let cropped = sprite.cropped()
  guard let blob = try? codec.encode(cropped) else {
    mismatches += 1
    continue
  }
  cachedBytes += blob.count
  entryBytes += (try? entryEncoder.encode(Entry(value: .init(pixels: blob))))?.count ?? 0
  cacheDecodeTime += seconds {
    let back = try? codec.decode(blob)
    if back != Sprite(
      width: cropped.width, height: cropped.height,
      pixels: cropped.pixels.map { $0.alpha == 0 ? .clear : $0 })
    {
      mismatches += 1
    }
  }
}

func ms(_ value: Double) -> String { String(format: "%.3f ms", value * 1000) }
print("files: \(files.count), decoded: \(sprites.count), failures: \(failures)")
if !decodeTimes.isEmpty {
  let mean = decodeTimes.reduce(0, +) / Double(decodeTimes.count)
  print("PNG decode per 96×96 sprite (\(decodeTimes.count) sprites × \(rounds) rounds):"
    + " mean \(ms(mean)), median \(ms(decodeTimes[decodeTimes.count / 2])),"
    + " p99 \(ms(decodeTimes[decodeTimes.count * 99 / 100])), max \(ms(decodeTimes.last ?? 0))")
}
for (format, times) in timesByFormat.sorted(by: { $0.key < $1.key }) {
  let mean = times.reduce(0, +) / Double(times.count)
  print("  \(format): \(times.count) sprites, mean \(ms(mean)), max \(ms(times.max() ?? 0))")
}
if !sprites.isEmpty {
  print("PNG bytes per sprite: mean \(pngBytes / sprites.count)")
  print("cached bytes per cropped sprite: mean \(cachedBytes / sprites.count),"
    + " total \(cachedBytes) for \(sprites.count)")
  print("bytes per cache entry on disk (JSON, base64): mean \(entryBytes / sprites.count);"
    + " were it the PNG: mean \(pngEntryBytes / blobs.count)")
  print("cache decode per sprite: mean \(ms(cacheDecodeTime / Double(sprites.count)));"
    + " round-trip mismatches: \(mismatches)")
}
