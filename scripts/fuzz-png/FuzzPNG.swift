import CZlib
import Domain
import Foundation

/// libFuzzer's entry point: decode any bytes; a crash, a trap or a leak is a finding,
/// a thrown `ImageDecodingError` is the decoder doing its job.
///
/// Random mutations almost never keep a chunk's CRC right, so each input is decoded twice:
/// as it is (the CRC checks), and with every CRC it seems to have repaired (everything past
/// them: order, header, inflate, filters, interlacing, pixels).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  decode(bytes)
  decode(repairingChecksums(bytes))
  return 0
}

/// Decodes, then does what callers do next with the sprite, so that is fuzzed too.
private func decode(_ bytes: [UInt8]) {
  guard let sprite = try? PNGDecoder().decode(Data(bytes)) else { return }
  _ = sprite.cropped().scaledToFit(maxWidth: 40, maxHeight: 40)
}

/// `bytes` with the CRC of every whole chunk after the signature recomputed.
private func repairingChecksums(_ bytes: [UInt8]) -> [UInt8] {
  var bytes = bytes
  var offset = 8
  while bytes.count - offset >= 12 {
    let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    guard length <= bytes.count - offset - 12 else { break }
    let end = offset + 8 + length
    let crc = bytes.withUnsafeBufferPointer { buffer in
      UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress.map { $0 + offset + 4 },
        uInt(length + 4)))
    }
    for index in 0..<4 {
      bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index)))
    }
    offset = end + 4
  }
  return bytes
}
