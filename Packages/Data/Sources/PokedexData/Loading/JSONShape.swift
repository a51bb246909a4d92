/// How deeply a JSON text nests, how many values it holds and how long its numbers are,
/// measured in one pass without parsing it, so that a hostile document is refused before
/// a decoder spends stack or memory on it, or a number reaches arithmetic: nested
/// thousands of levels deep, it would recurse that deep; holding hundreds of thousands of
/// small values (an 8 MB list of short names), the decoder's map of it and the values
/// made from it would grow the process past 100 MB; a number of 19 digits overflows the
/// first sum it is part of.
struct JSONShape: Equatable {
  /// The deepest nesting of objects and arrays.
  var depth = 0
  /// About how many values it holds: its objects and arrays plus the commas between
  /// values outside strings (a container of n values counts n, an empty one 1).
  var values = 0
  /// The most digits in a row outside strings: the longest number's integer part.
  var longestNumber = 0

  /// The deepest nesting accepted. PokeAPI's documents nest about 8 levels; evolution
  /// chains, the deepest, a few more per stage.
  static let depthLimit = 64

  /// The most values a document may hold. PokeAPI's largest documents hold about 35,000
  /// (Magikarp's encounters, 843 KB; Mew's card, 17,400); a list of every Pokémon holds
  /// about 2,700. 100,000 leaves room for years of growth, and a document at the bound
  /// costs a run about 60 MB (docs/reliability.md).
  static let valueLimit = 75_000

  /// The most digits a number may have. PokeAPI's largest numbers have 7 (1,640,000
  /// experience points at level 100); with at most 9, every number from the network is
  /// under a billion, so no sum of a few or product of two can overflow, whatever field
  /// it lands in.
  static let digitLimit = 9

  /// Measures `body`, stopping once either ceiling is passed (the result is then past
  /// it). Brackets and commas inside strings are skipped; the text need not be valid JSON.
  static func measure(
    _ body: Data, depthCeiling: Int = depthLimit, valueCeiling: Int = valueLimit
  ) -> JSONShape {
    // Over the raw bytes: `Data`'s own iterator costs several times as much per byte,
    // which shows on a page that reads a megabyte of documents.
    body.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> JSONShape in
      var shape = JSONShape()
      var depth = 0
      var digits = 0
      var inString = false
      var escaped = false
      for byte in bytes {
        if !inString, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          digits += 1
          shape.longestNumber = max(shape.longestNumber, digits)
          continue
        }
        digits = 0
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
          shape.depth = max(shape.depth, depth)
          shape.values += 1
          if shape.depth > depthCeiling || shape.values > valueCeiling { return shape }
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth = max(0, depth - 1)
        case UInt8(ascii: ","):
          shape.values += 1
          if shape.values > valueCeiling { return shape }
        default: break
        }
      }
      return shape
    }
  }

  /// Why a document of this shape is refused before decoding, or `nil` when it is not.
  var refusal: String? {
    if depth > Self.depthLimit { return "nested more than \(Self.depthLimit) levels deep" }
    if values > Self.valueLimit { return "it holds more than \(Self.valueLimit) values" }
    if longestNumber > Self.digitLimit {
      return "it holds a number of more than \(Self.digitLimit) digits"
    }
    return nil
  }
}
