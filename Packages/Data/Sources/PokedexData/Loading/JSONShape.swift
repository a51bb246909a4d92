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
  /// The most digits of a number's whole part (before any `.`), outside strings.
  var longestNumber = 0
  /// Whether a number is written with an exponent (`1e18`), whose size its digits do not
  /// tell.
  var hasExponent = false

  /// The deepest nesting accepted. PokeAPI's documents nest about 8 levels; evolution
  /// chains, the deepest, a few more per stage.
  static let depthLimit = 64

  /// The most values a document may hold, as counted here. The largest document pokecli
  /// reads, Magikarp's encounters, holds 52,412; the largest card, Mew's, 26,865; a list
  /// of every Pokémon about 2,700. At the bound a run peaks at 68 MB (docs/reliability.md,
  /// "Memory").
  static let valueLimit = 75_000

  /// The most digits a number's whole part may have. PokeAPI's largest numbers have 7
  /// (1,640,000 experience points at level 100) and none has an exponent; with at most 9
  /// and no exponent, every number from the network is under a billion, so no sum of a
  /// few or product of two can overflow, whatever field it lands in.
  static let digitLimit = 9

  /// Measures `body`, stopping once a bound is passed (the result is then past it).
  /// Brackets, commas and digits inside strings are skipped; the text need not be valid
  /// JSON.
  ///
  /// Every document read from the network or the cache passes through here whole, and
  /// the test suite's corpus checks pass every document of the corpus through it, in a
  /// build without optimisation. So the loop is written to stay tight even there: plain
  /// integer comparisons against local constants over a typed pointer. A `switch` on
  /// the byte, `UInt8(ascii:)`, `max` or the buffer's iterator are each a call per byte
  /// unoptimised, and made this one function about 7 % of that suite's CPU time.
  static func measure(_ body: Data) -> JSONShape {
    body.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> JSONShape in
      var shape = JSONShape()
      let bytes = raw.bindMemory(to: UInt8.self)
      guard var next = bytes.baseAddress else { return shape }
      let end = next + bytes.count
      let depthLimit = Self.depthLimit, valueLimit = Self.valueLimit
      let digitLimit = Self.digitLimit
      let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, comma: UInt8 = 0x2C
      let dot: UInt8 = 0x2E, plus: UInt8 = 0x2B, minus: UInt8 = 0x2D
      let zero: UInt8 = 0x30, nine: UInt8 = 0x39, lowerE: UInt8 = 0x65, upperE: UInt8 = 0x45
      let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D
      let openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
      var depth = 0
      var digits = 0
      var inNumber = false
      var inFraction = false
      var inString = false
      var escaped = false
      while next < end {
        let byte = next.pointee
        next += 1
        if inString {
          if escaped {
            escaped = false
          } else if byte == backslash {
            escaped = true
          } else if byte == quote {
            inString = false
          }
          continue
        }
        if byte >= zero && byte <= nine {
          inNumber = true
          if !inFraction {
            digits += 1
            if digits > shape.longestNumber { shape.longestNumber = digits }
            if digits > digitLimit { return shape }
          }
          continue
        }
        if byte == minus || byte == plus {
          inNumber = true
          continue
        }
        if byte == dot && inNumber {
          inFraction = true
          continue
        }
        // Outside strings an `e` is in `true`, `false` or a number's exponent.
        if (byte == lowerE || byte == upperE) && inNumber {
          shape.hasExponent = true
          return shape
        }
        digits = 0
        inNumber = false
        inFraction = false
        if byte == quote {
          inString = true
        } else if byte == openBrace || byte == openBracket {
          depth += 1
          if depth > shape.depth { shape.depth = depth }
          shape.values += 1
          if shape.depth > depthLimit || shape.values > valueLimit { return shape }
        } else if byte == closeBrace || byte == closeBracket {
          if depth > 0 { depth -= 1 }
        } else if byte == comma {
          shape.values += 1
          if shape.values > valueLimit { return shape }
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
    if hasExponent { return "it holds a number written with an exponent" }
    return nil
  }
}
