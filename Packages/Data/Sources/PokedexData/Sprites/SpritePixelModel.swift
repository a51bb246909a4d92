/// The adaptive model a cached sprite's palette indices are coded with, written once for
/// both directions (`RangeCoding`).
///
/// Pixel art repeats its neighbours: each pixel is first guessed to be its left, upper,
/// upper-right or upper-left neighbour (in that order, skipping repeats), each guess one
/// adaptive bit in a context of the last pixel's outcome; only a pixel no neighbour
/// predicts costs a full index, through a bit tree.
struct SpritePixelModel {
  /// How the previous pixel was coded: by one of the four guesses, or as a literal.
  private var lastOutcome = 4
  /// [outcome of the previous pixel][guess rank] → probability that the guess misses.
  private var guessMisses: [[UInt16]]
  private var literals: [UInt16]
  private let indexBits: Int

  init(paletteCount: Int) {
    indexBits = max(1, Self.bits(for: paletteCount))
    guessMisses = Array(repeating: Array(repeating: RangeModel.initial, count: 4), count: 5)
    literals = RangeModel.tree(bits: indexBits)
  }

  /// Codes every index of a `width × height` image, row by row. Encoding reads `indices`,
  /// decoding fills them; the caller checks decoded indices against the palette.
  mutating func code<Coder: RangeCoding>(
    _ indices: inout [Int], width: Int, height: Int, with coder: inout Coder
  ) {
    for y in 0..<height {
      for x in 0..<width {
        let here = y * width + x
        let guesses = neighbours(of: x, y, width: width, in: indices)
        indices[here] = code(indices[here], guesses: guesses, with: &coder)
      }
    }
  }

  private mutating func code<Coder: RangeCoding>(
    _ index: Int, guesses: [Int], with coder: inout Coder
  ) -> Int {
    for (rank, guess) in guesses.enumerated() {
      let miss = coder.code(index != guess, &guessMisses[lastOutcome][rank])
      if !miss {
        lastOutcome = rank
        return guess
      }
    }
    lastOutcome = 4
    return coder.code(index, bits: indexBits, tree: &literals)
  }

  /// The distinct indices of the left, upper, upper-right and upper-left neighbours that
  /// exist, in that order.
  private func neighbours(of x: Int, _ y: Int, width: Int, in indices: [Int]) -> [Int] {
    var found: [Int] = []
    found.reserveCapacity(4)
    func consider(_ dx: Int, _ dy: Int) {
      let nx = x + dx
      let ny = y + dy
      guard nx >= 0, nx < width, ny >= 0 else { return }
      let index = indices[ny * width + nx]
      if !found.contains(index) { found.append(index) }
    }
    consider(-1, 0)
    consider(0, -1)
    consider(1, -1)
    consider(-1, -1)
    return found
  }

  /// Bits needed to write every number below `count`.
  static func bits(for count: Int) -> Int {
    var bits = 0
    while bits < 24, 1 << bits < count { bits += 1 }
    return bits
  }
}
