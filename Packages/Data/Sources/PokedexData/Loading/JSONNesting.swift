/// Measures how deeply a JSON text nests, in one pass and without parsing it, so that a
/// hostile document nested thousands of levels deep is refused before a decoder recurses
/// into it.
enum JSONNesting {
  /// The deepest nesting accepted. PokeAPI's documents nest about 8 levels; evolution
  /// chains, the deepest, a few more per stage.
  static let limit = 64

  /// The deepest nesting of objects and arrays in `data`, counting stops once it passes
  /// `ceiling`. Brackets inside strings are skipped; the text need not be valid JSON.
  static func depth(of data: Data, stoppingAbove ceiling: Int) -> Int {
    // Over the raw bytes: `Data`'s own iterator costs several times as much per byte,
    // which shows on a page that reads a megabyte of documents.
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int in
      var depth = 0
      var deepest = 0
      var inString = false
      var escaped = false
      for byte in bytes {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          deepest = max(deepest, depth)
          if deepest > ceiling { return deepest }
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth = max(0, depth - 1)
        default: break
        }
      }
      return deepest
    }
  }
}
