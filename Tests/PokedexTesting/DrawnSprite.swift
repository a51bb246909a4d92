import Domain

/// A 96×96 sprite drawn in code the way PokeAPI's are drawn, for tests that measure what
/// a typical sprite costs: a yellow creature with a dark one-pixel outline, a shaded body,
/// a highlight, ears with dark tips, red cheeks, eyes with a shine and a two-tone tail, on
/// a transparent ground that fills the margins. Fourteen colours with the transparent one,
/// flat areas, no noise.
public enum DrawnSprite {
  /// The side of the square image.
  public static let side = 96

  /// The whole picture, margins included, as an image host sends it.
  public static let sprite: Sprite = {
    var fill = [Pixel?](repeating: nil, count: side * side)
    for y in 0..<side {
      for x in 0..<side { fill[y * side + x] = body(x, y) }
    }
    // The outline: every empty pixel beside a filled one.
    var pixels = [Pixel](repeating: .clear, count: side * side)
    for y in 0..<side {
      for x in 0..<side {
        if let colour = fill[y * side + x] {
          pixels[y * side + x] = colour
          continue
        }
        let neighbours = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        let touches = neighbours.contains { nx, ny in
          (0..<side).contains(nx) && (0..<side).contains(ny) && fill[ny * side + nx] != nil
        }
        if touches { pixels[y * side + x] = Palette.outline }
      }
    }
    return Sprite(width: side, height: side, pixels: pixels) ?? .empty
  }()

  /// The colours used.
  enum Palette {
    static let outline = Pixel(red: 32, green: 32, blue: 40)
    static let base = Pixel(red: 248, green: 208, blue: 48)
    static let shadow = Pixel(red: 208, green: 160, blue: 32)
    static let deepShadow = Pixel(red: 168, green: 120, blue: 24)
    static let highlight = Pixel(red: 255, green: 240, blue: 144)
    static let belly = Pixel(red: 255, green: 228, blue: 150)
    static let cheek = Pixel(red: 232, green: 64, blue: 48)
    static let cheekShine = Pixel(red: 255, green: 144, blue: 120)
    static let eye = Pixel(red: 16, green: 16, blue: 24)
    static let shine = Pixel(red: 255, green: 255, blue: 255)
    static let mouth = Pixel(red: 136, green: 40, blue: 48)
    static let tail = Pixel(red: 160, green: 104, blue: 40)
    static let tailShadow = Pixel(red: 112, green: 72, blue: 24)
  }

  // MARK: - Shapes

  /// The colour at (x, y) inside the creature, or `nil` outside it.
  static func body(_ x: Int, _ y: Int) -> Pixel? {
    if let face = face(x, y) { return face }
    if inEllipse(x, y, 48, 40, 19, 16) { return shaded(x, y, 48, 40, 19) }
    if inEar(x, y, tipX: 28, direction: -1) || inEar(x, y, tipX: 68, direction: 1) {
      return y < 16 ? Palette.outline : shaded(x, y, 48, 24, 24)
    }
    if inEllipse(x, y, 48, 55, 12, 8) { return Palette.belly }
    if inEllipse(x, y, 48, 62, 17, 20) { return shaded(x, y, 48, 62, 17) }
    if inEllipse(x, y, 38, 81, 6, 3) || inEllipse(x, y, 58, 81, 6, 3) {
      return Palette.shadow
    }
    if inTail(x, y) { return x + y > 128 ? Palette.tailShadow : Palette.tail }
    return nil
  }

  /// Eyes, shines, cheeks and mouth.
  static func face(_ x: Int, _ y: Int) -> Pixel? {
    for eyeX in [40, 56] where inEllipse(x, y, eyeX, 37, 3, 4) {
      return (x == eyeX - 1 && y == 35) ? Palette.shine : Palette.eye
    }
    for cheekX in [34, 62] where inEllipse(x, y, cheekX, 45, 4, 3) {
      return (x == cheekX - 1 && y == 44) ? Palette.cheekShine : Palette.cheek
    }
    if y == 46, (46...50).contains(x) { return Palette.mouth }
    return nil
  }

  /// Light at the top left, shadow at the bottom right, deeper towards the rim.
  static func shaded(_ x: Int, _ y: Int, _ cx: Int, _ cy: Int, _ radius: Int) -> Pixel {
    let lean = (x - cx) + (y - cy)
    if lean < -radius { return Palette.highlight }
    if lean > radius { return Palette.deepShadow }
    if lean > radius / 3 { return Palette.shadow }
    return Palette.base
  }

  static func inEllipse(_ x: Int, _ y: Int, _ cx: Int, _ cy: Int, _ rx: Int, _ ry: Int) -> Bool {
    let dx = x - cx
    let dy = y - cy
    return dx * dx * ry * ry + dy * dy * rx * rx <= rx * rx * ry * ry
  }

  /// A long ear from the head up to a tip at (`tipX`, 6), leaning out by `direction`.
  static func inEar(_ x: Int, _ y: Int, tipX: Int, direction: Int) -> Bool {
    guard (6...30).contains(y) else { return false }
    let centre = tipX - direction * (y - 6) / 3
    let halfWidth = (y - 6) / 5 + 1
    return abs(x - centre) <= halfWidth
  }

  /// A zigzag tail to the right of the body.
  static func inTail(_ x: Int, _ y: Int) -> Bool {
    guard (64...90).contains(x), (30...72).contains(y) else { return false }
    let zig = (x - 64) / 7 % 2 == 0 ? 72 - (x - 64) : 52 - (x - 64) / 2
    return abs(y - zig) <= 4
  }
}
