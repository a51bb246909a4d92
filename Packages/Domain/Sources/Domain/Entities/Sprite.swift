/// A Pokémon's picture as a small bitmap: rows of RGBA pixels, top row first.
///
/// Every sprite holds exactly `width × height` pixels and neither side exceeds
/// `maximumSide`, so any arithmetic on its coordinates stays far from overflow.
public struct Sprite: Hashable, Sendable {
  /// The longest side any sprite may have. PokeAPI's are 96 pixels (a few 80 or 475);
  /// refusing more bounds what decoding untrusted bytes may allocate.
  public static let maximumSide = 1024

  /// Columns of pixels.
  public let width: Int
  /// Rows of pixels.
  public let height: Int
  /// `width × height` pixels, row by row from the top left.
  public let pixels: [Pixel]

  /// A sprite of `pixels`; `nil` when a side is negative or over `maximumSide`, or when
  /// there are not exactly `width × height` pixels.
  public init?(width: Int, height: Int, pixels: [Pixel]) {
    guard (0...Sprite.maximumSide).contains(width), (0...Sprite.maximumSide).contains(height),
      pixels.count == width * height
    else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The sprite with no pixels: what cropping an entirely transparent image leaves.
  public static let empty = Sprite(checkedWidth: 0, height: 0, pixels: [])

  /// Whether there is nothing to draw.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The pixel at column `x`, row `y`; transparent outside the bitmap.
  public subscript(x: Int, y: Int) -> Pixel {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return .clear }
    return pixels[y * width + x]
  }

  /// For code in this module that has already proven the invariants.
  init(checkedWidth width: Int, height: Int, pixels: [Pixel]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}
