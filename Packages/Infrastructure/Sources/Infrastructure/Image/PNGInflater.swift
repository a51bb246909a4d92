import CZlib
import Domain

/// Inflates a PNG's image data with the system zlib into a buffer of exactly the size
/// the header implies, so a stream built to expand without end costs no more memory than
/// an honest one.
enum PNGInflater {
  /// The inflated bytes of `compressed`, which must be exactly `expectedSize` long.
  ///
  /// One spare byte of output room tells an overrun from an exact fit: zlib stops as soon
  /// as the buffer is full, and the stream is refused.
  static func inflate(
    _ compressed: [UInt8], expectedSize: Int
  ) throws(ImageDecodingError) -> [UInt8] {
    guard expectedSize > 0, let inputCount = uInt(exactly: compressed.count),
      let outputCount = uInt(exactly: expectedSize + 1)
    else { throw .imageDataTooShort }
    var stream = z_stream()
    guard czlib_inflate_init(&stream) == Z_OK else { throw .inflateFailed }
    defer { inflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: expectedSize + 1)
    let status = compressed.withUnsafeBufferPointer { inputBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        // zlib never writes through `next_in`; its C type is simply not const.
        stream.next_in = inputBuffer.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
        stream.avail_in = inputCount
        stream.next_out = outputBuffer.baseAddress
        stream.avail_out = outputCount
        let status = CZlib.inflate(&stream, Z_FINISH)
        stream.next_in = nil
        stream.next_out = nil
        return status
      }
    }
    let produced = expectedSize + 1 - Int(stream.avail_out)
    switch status {
    case Z_STREAM_END, Z_OK, Z_BUF_ERROR:
      // Z_OK and Z_BUF_ERROR: the stream did not end, for want of room or of input.
      // Missing only the final checksum, with every byte there, is forgiven as decoders do.
      if produced > expectedSize { throw .inflateOverrun }
      if produced < expectedSize { throw .imageDataTooShort }
      output.removeLast()
      return output
    default:
      throw .inflateFailed
    }
  }
}
