import CZlib
import Foundation

/// zlib at its best compression, in one call: the build pays for it once, every user's
/// binary is smaller for it; and back, for the table files committed compressed.
enum Deflate {
  static func compress(_ data: Data) throws -> Data {
    var bound = compressBound(uLong(data.count))
    var output = [UInt8](repeating: 0, count: Int(bound))
    let status = data.withUnsafeBytes { input -> Int32 in
      guard let base = input.bindMemory(to: Bytef.self).baseAddress else { return Z_BUF_ERROR }
      return compress2(&output, &bound, base, uLong(data.count), Z_BEST_COMPRESSION)
    }
    guard status == Z_OK else { throw ToolFailure("zlib failed (\(status))") }
    return Data(output.prefix(Int(bound)))
  }

  /// `data` (zlib format) expanded, a piece at a time.
  static func expand(_ data: Data) throws -> Data {
    var stream = z_stream()
    guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw ToolFailure("zlib could not start")
    }
    defer { inflateEnd(&stream) }
    var output = Data()
    var piece = [UInt8](repeating: 0, count: 1 << 20)
    try data.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
      guard let base = source.bindMemory(to: Bytef.self).baseAddress,
        let available = uInt(exactly: source.count)
      else { throw ToolFailure("an empty compressed table file") }
      stream.next_in = UnsafeMutablePointer(mutating: base)
      stream.avail_in = available
      var status = Z_OK
      while status == Z_OK {
        let produced = try piece.withUnsafeMutableBufferPointer { buffer -> Int in
          stream.next_out = buffer.baseAddress
          stream.avail_out = uInt(buffer.count)
          status = inflate(&stream, Z_NO_FLUSH)
          guard status == Z_OK || status == Z_STREAM_END else {
            throw ToolFailure("a damaged compressed table file (zlib status \(status))")
          }
          return buffer.count - Int(stream.avail_out)
        }
        guard produced > 0 || status == Z_STREAM_END else {
          throw ToolFailure("a compressed table file that ends early")
        }
        output.append(contentsOf: piece.prefix(produced))
      }
    }
    return output
  }
}
