import Foundation

/// A 16×16 PNG made in code, for tests that need a real sprite from a server: a yellow
/// disc with a dark eye on a transparent ground, so cropping, colours and transparency
/// all show. RGBA, 8 bits, no interlacing, stored (uncompressed) deflate.
public enum FixtureSprite {
  /// The side of the square image.
  public static let side = 16

  /// The PNG file.
  public static let png: Data = {
    var scanlines: [UInt8] = []
    for y in 0..<side {
      scanlines.append(0)
      for x in 0..<side {
        scanlines += pixel(x, y)
      }
    }
    return PNGTestWriter.file([
      PNGTestWriter.chunk("IHDR", PNGTestWriter.header(
        width: UInt32(side), height: UInt32(side), bitDepth: 8, colorType: 6,
        interlaced: false)),
      PNGTestWriter.chunk("IDAT", PNGTestWriter.zlibStored(scanlines)),
      PNGTestWriter.chunk("IEND", []),
    ])
  }()

  /// The RGBA bytes of pixel (x, y).
  static func pixel(_ x: Int, _ y: Int) -> [UInt8] {
    let dx = x * 2 - 15
    let dy = y * 2 - 15
    let inside = dx * dx + dy * dy <= 12 * 12
    guard inside else { return [0, 0, 0, 0] }
    if (x == 9 || x == 10) && (y == 6 || y == 7) { return [40, 40, 40, 255] }
    return [247, 208, 44, 255]
  }
}
