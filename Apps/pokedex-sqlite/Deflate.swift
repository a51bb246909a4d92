import CZlib
import Foundation

/// zlib at its best compression, in one call: the build pays for it once, every user's
/// binary is smaller for it.
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
}
