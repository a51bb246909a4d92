/// One pixel of a sprite: 8-bit red, green, blue and alpha, not premultiplied.
public struct Pixel: Hashable, Sendable {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8
  /// Opacity, 0 (transparent) to 255 (opaque).
  public var alpha: UInt8

  /// Creates a pixel; opaque unless `alpha` says otherwise.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The fully transparent pixel every margin is made of.
  public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

  /// Whether a terminal should show its own background here rather than a colour.
  ///
  /// A terminal cell has no opacity, so half-transparent pixels are rounded: those at
  /// least half opaque are drawn, the others are not.
  public var isTransparent: Bool { alpha < 128 }
}
