import Domain

/// Undoes the five PNG scanline filters (None, Sub, Up, Average, Paeth) in place.
enum PNGFilters {
  /// Unfilters the `pass.height` rows of `pass` that start at `start` in `data`, leaving each
  /// row's filter-type byte in place. Returns where the next pass starts.
  ///
  /// The caller has checked that `data` holds every row (`PNGHeader.inflatedSize`).
  static func unfilter(
    _ data: inout [UInt8], pass: PNGPass, startingAt start: Int, header: PNGHeader
  ) throws(ImageDecodingError) -> Int {
    guard !pass.isEmpty else { return start }
    let rowBytes = header.rowBytes(pixels: pass.width)
    let left = header.filterStride
    var line = start
    for row in 0..<pass.height {
      let first = line + 1
      let end = first + rowBytes
      let above = row == 0 ? nil : Optional(first - rowBytes - 1)
      switch data[line] {
      case 0:
        break
      case 1:
        for index in stride(from: first + left, to: end, by: 1) {
          data[index] &+= data[index - left]
        }
      case 2:
        guard let above else { break }
        for index in first..<end { data[index] &+= data[above + index - first] }
      case 3:
        for index in first..<end {
          let a = index - left >= first ? Int(data[index - left]) : 0
          let b = above.map { Int(data[$0 + index - first]) } ?? 0
          data[index] &+= UInt8(truncatingIfNeeded: (a + b) / 2)
        }
      case 4:
        for index in first..<end {
          let hasLeft = index - left >= first
          let a = hasLeft ? data[index - left] : 0
          let b = above.map { data[$0 + index - first] } ?? 0
          let c = hasLeft ? above.map { data[$0 + index - first - left] } ?? 0 : 0
          data[index] &+= paeth(a, b, c)
        }
      case let filter:
        throw .badFilter(filter)
      }
      line = end
    }
    return line
  }

  /// The Paeth predictor: whichever of left, above and upper-left is nearest to
  /// left + above − upper-left, ties going in that order.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let estimate = Int(a) + Int(b) - Int(c)
    let distanceA = abs(estimate - Int(a))
    let distanceB = abs(estimate - Int(b))
    let distanceC = abs(estimate - Int(c))
    if distanceA <= distanceB, distanceA <= distanceC { return a }
    return distanceB <= distanceC ? b : c
  }
}
