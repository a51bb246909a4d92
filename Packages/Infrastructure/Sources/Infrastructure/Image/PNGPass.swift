/// One pass of a PNG's image data: a sub-image whose pixel (i, j) lands at
/// (x + i·dx, y + j·dy) in the full image.
struct PNGPass: Equatable, Sendable {
  /// Pixels per row of the pass.
  let width: Int
  /// Rows of the pass.
  let height: Int
  /// Where its first pixel lands.
  let x: Int
  let y: Int
  /// How far apart its pixels land.
  let dx: Int
  let dy: Int

  /// A pass with no pixels stores nothing at all, not even filter bytes.
  var isEmpty: Bool { width == 0 || height == 0 }

  /// The seven passes of Adam7 interlacing for a `width × height` image, some possibly
  /// empty for small images.
  static func adam7(width: Int, height: Int) -> [PNGPass] {
    let layout = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4),
                  (1, 0, 2, 2), (0, 1, 1, 2)]
    return layout.map { x, y, dx, dy in
      PNGPass(
        width: count(of: width, from: x, every: dx), height: count(of: height, from: y, every: dy),
        x: x, y: y, dx: dx, dy: dy)
    }
  }

  /// How many of `0..<length` are `start`, `start + step`, ...
  private static func count(of length: Int, from start: Int, every step: Int) -> Int {
    length > start ? (length - start + step - 1) / step : 0
  }
}
