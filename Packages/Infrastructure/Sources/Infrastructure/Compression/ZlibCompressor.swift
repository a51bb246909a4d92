import CZlib
import Domain
/// Domain's `Compressor` over the system zlib, at its best compression level.
///
/// zlib's output depends only on its input, level and version, so a blob compressed twice
/// on one machine is byte for byte the same.
public struct ZlibCompressor: Compressor {
  public init() {}

  public func compress(_ data: Data) throws -> Data {
    guard let sourceCount = uLong(exactly: data.count) else {
      throw PokedexError.unexpected(reason: "too much data to compress")
    }
    var capacity = compressBound(sourceCount)
    guard let byteCount = Int(exactly: capacity) else {
      throw PokedexError.unexpected(reason: "too much data to compress")
    }
    var output = Data(count: byteCount)
    let status = output.withUnsafeMutableBytes { target in
      data.withUnsafeBytes { source in
        compress2(
          target.baseAddress?.assumingMemoryBound(to: Bytef.self), &capacity,
          source.baseAddress?.assumingMemoryBound(to: Bytef.self), sourceCount,
          Z_BEST_COMPRESSION)
      }
    }
    guard status == Z_OK, let written = Int(exactly: capacity) else {
      throw PokedexError.unexpected(reason: "zlib could not compress (status \(status))")
    }
    return output.prefix(written)
  }

  /// Refuses sizes of 2 GB and more before allocating anything: a size read from damaged
  /// data must not exhaust memory.
  public func expand(_ data: Data, originalSize: Int) throws -> Data {
    guard (0..<Int(Int32.max)).contains(originalSize), let expected = uLong(exactly: originalSize),
      let sourceCount = uLong(exactly: data.count)
    else { throw PokedexError.unexpected(reason: "impossible size \(originalSize) to expand") }
    // One byte more than promised, so that data expanding to more is caught, not cut.
    var capacity = expected + 1
    var output = Data(count: originalSize + 1)
    let status = output.withUnsafeMutableBytes { target in
      data.withUnsafeBytes { source in
        uncompress(
          target.baseAddress?.assumingMemoryBound(to: Bytef.self), &capacity,
          source.baseAddress?.assumingMemoryBound(to: Bytef.self), sourceCount)
      }
    }
    guard status == Z_OK, capacity == expected else {
      throw PokedexError.unexpected(
        reason: "damaged compressed data (zlib status \(status), \(capacity) bytes)")
    }
    return output.prefix(originalSize)
  }
}
