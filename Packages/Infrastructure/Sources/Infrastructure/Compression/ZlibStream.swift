import CZlib
/// zlib data expanded a piece at a time, for data too large to hold twice: the built-in
/// database (30 MB) is written to its file as it is expanded, so the first run of a build
/// holds one piece of it, not all of it.
public enum ZlibStream {
  /// How much is expanded before it is handed on.
  static let pieceSize = 256 * 1024

  /// Expands `data` (zlib format) and hands each expanded piece to `write`, in order.
  /// - Throws: `ZlibStreamError` when the data is damaged, ends early, or expands to
  ///   other than `expectedSize` bytes; what `write` throws.
  public static func expand(
    _ data: Data, expectedSize: Int, write: (Data) throws -> Void
  ) throws {
    let written = try expand(data, limit: expectedSize, write: write)
    guard written == expectedSize else {
      throw ZlibStreamError("the data expands to \(written) bytes, not \(expectedSize)")
    }
  }

  /// `data` (zlib format) expanded whole, where its size is stored nowhere (a table file
  /// committed compressed): at most `limit` bytes.
  /// - Throws: `ZlibStreamError` when the data is damaged, ends early or expands past
  ///   `limit`.
  public static func expanded(_ data: Data, limit: Int) throws -> Data {
    var whole = Data()
    _ = try expand(data, limit: limit) { whole.append($0) }
    return whole
  }

  /// Expands `data` into `write` a piece at a time, never past `limit` bytes; returns how
  /// many it wrote.
  private static func expand(
    _ data: Data, limit: Int, write: (Data) throws -> Void
  ) throws -> Int {
    var stream = z_stream()
    guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw ZlibStreamError("zlib could not start")
    }
    defer { inflateEnd(&stream) }
    var piece = [UInt8](repeating: 0, count: pieceSize)
    var written = 0
    try data.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
      guard let base = source.bindMemory(to: Bytef.self).baseAddress,
        let available = uInt(exactly: source.count)
      else { throw ZlibStreamError("nothing to expand") }
      stream.next_in = UnsafeMutablePointer(mutating: base)
      stream.avail_in = available
      var status = Z_OK
      while status == Z_OK {
        let produced = try piece.withUnsafeMutableBufferPointer { buffer -> Int in
          stream.next_out = buffer.baseAddress
          stream.avail_out = uInt(buffer.count)
          status = inflate(&stream, Z_NO_FLUSH)
          guard status == Z_OK || status == Z_STREAM_END else {
            throw ZlibStreamError("damaged compressed data (zlib status \(status))")
          }
          return buffer.count - Int(stream.avail_out)
        }
        guard produced > 0 || status == Z_STREAM_END else {
          throw ZlibStreamError("the compressed data ends early")
        }
        written += produced
        guard written <= limit else {
          throw ZlibStreamError("the data expands to more than \(limit) bytes")
        }
        try write(Data(piece.prefix(produced)))
      }
    }
    return written
  }
}

/// Why data could not be expanded, in one line.
public struct ZlibStreamError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
