@testable import PokedexData
import Domain
import PokedexTesting
import Foundation

/// A `Compressor` that only reverses the bytes: reversible, deterministic and visible, so
/// codec tests need no zlib and would notice a piece read without being expanded.
struct ReversingCompressor: Compressor {
  func compress(_ data: Data) throws -> Data { Data(data.reversed()) }

  func expand(_ data: Data, originalSize: Int) throws -> Data {
    guard data.count == originalSize else {
      throw PokedexError.unexpected(reason: "expected \(originalSize) bytes")
    }
    return Data(data.reversed())
  }
}

