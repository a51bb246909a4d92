import Foundation
import PokedexTesting

/// A small image described by its raw samples, written out as a PNG of any colour type,
/// bit depth, filter and interlacing, for the decoder's tests.
struct PNGTestImage {
  var width: Int
  var height: Int
  var colorType: UInt8
  var bitDepth: Int
  var interlaced = false
  /// The filter type of each row, cycled: all five by default.
  var filters: [UInt8] = [0, 1, 2, 3, 4]
  /// The samples of pixel (x, y), channel by channel, at `bitDepth` bits.
  var sample: (_ x: Int, _ y: Int, _ channel: Int) -> Int
  /// Extra chunks written between IHDR and IDAT (PLTE, tRNS, ...).
  var chunksBeforeData: [[UInt8]] = []

  var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }

  /// The PNG file.
  var png: Data {
    PNGTestWriter.file(
      [PNGTestWriter.chunk("IHDR", PNGTestWriter.header(
        width: UInt32(width), height: UInt32(height), bitDepth: UInt8(bitDepth),
        colorType: colorType, interlaced: interlaced))]
        + chunksBeforeData
        + [PNGTestWriter.chunk("IDAT", PNGTestWriter.zlibStored(scanlines)),
           PNGTestWriter.chunk("IEND", [])])
  }

  /// The filtered scanlines of every pass, as they are before compression.
  var scanlines: [UInt8] {
    let passes = interlaced
      ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
         (0, 1, 1, 2)]
      : [(0, 0, 1, 1)]
    var output: [UInt8] = []
    var row = 0
    for (x0, y0, dx, dy) in passes {
      let xs = Array(stride(from: x0, to: width, by: dx))
      let ys = Array(stride(from: y0, to: height, by: dy))
      guard !xs.isEmpty, !ys.isEmpty else { continue }
      var previous = [UInt8](repeating: 0, count: rowBytes(xs.count))
      for y in ys {
        let raw = pack(xs.map { x in (0..<channels).map { sample(x, y, $0) } })
        let filter = filters[row % filters.count]
        output.append(filter)
        output += Self.filter(raw, previous: previous, type: filter, left: max(1, bits / 8))
        previous = raw
        row += 1
      }
    }
    return output
  }

  private var bits: Int { channels * bitDepth }
  private func rowBytes(_ pixels: Int) -> Int { (pixels * bits + 7) / 8 }

  /// Samples packed at `bitDepth`: high bits first, 16-bit big-endian.
  private func pack(_ pixels: [[Int]]) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: rowBytes(pixels.count))
    var bit = 0
    for value in pixels.joined() {
      if bitDepth == 16 {
        bytes[bit / 8] = UInt8(value >> 8)
        bytes[bit / 8 + 1] = UInt8(value & 0xFF)
      } else {
        bytes[bit / 8] |= UInt8(value << (8 - bitDepth - bit % 8) & 0xFF)
      }
      bit += bitDepth
    }
    return bytes
  }

  /// One row filtered with `type`, as an encoder would.
  static func filter(_ row: [UInt8], previous: [UInt8], type: UInt8, left: Int) -> [UInt8] {
    row.indices.map { index in
      let a = index >= left ? Int(row[index - left]) : 0
      let b = Int(previous[index])
      let c = index >= left ? Int(previous[index - left]) : 0
      let prediction: Int
      switch type {
      case 1: prediction = a
      case 2: prediction = b
      case 3: prediction = (a + b) / 2
      case 4:
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      default: prediction = 0
      }
      return UInt8((Int(row[index]) - prediction) & 0xFF)
    }
  }
}
