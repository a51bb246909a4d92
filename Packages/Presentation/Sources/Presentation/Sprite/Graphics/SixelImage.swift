import Domain

/// A sprite in DEC sixel graphics: `ESC P 0;1;0 q`, a raster of square pixels, the
/// palette in RGB percentages, then the picture in bands six pixels high, one pass a
/// colour, runs of four or more written `!count`. P2 = 1 leaves transparent pixels showing
/// the terminal's background. The terminal moves the cursor below the picture, so it
/// stands on lines of its own.
///
/// Sixels are device pixels, not cells: the sprite is enlarged `scale` times (nearest) to
/// be about the size its half blocks would take. A sprite of more than 256 colours is
/// reduced by dropping low bits until it has at most 256, the palette sixel terminals keep.
enum SixelImage {
  static func sequence(of sprite: Sprite, scale: Int) -> String {
    let scale = min(max(1, scale), 16)
    let (palette, indices) = paletted(sprite)
    let width = sprite.width * scale
    let height = sprite.height * scale
    var text = "\u{1B}P0;1;0q\"1;1;\(width);\(height)"
    for (number, color) in palette.enumerated() {
      let percent = [color.red, color.green, color.blue].map { (Int($0) * 100 + 127) / 255 }
      text += "#\(number);2;\(percent[0]);\(percent[1]);\(percent[2])"
    }
    // The colour index of the enlarged picture's pixel (x, y); -1 for transparent.
    func index(_ x: Int, _ y: Int) -> Int { indices[(y / scale) * sprite.width + x / scale] }
    for top in stride(from: 0, to: height, by: 6) {
      var passes: [String] = []
      var used = Set<Int>()
      for y in top..<min(top + 6, height) {
        for x in 0..<width where index(x, y) >= 0 { used.insert(index(x, y)) }
      }
      for color in used.sorted() {
        var pass = "#\(color)"
        var run = 0
        var previous: UInt8 = 0
        for x in 0..<width {
          var bits: UInt8 = 0
          for row in 0..<6 where top + row < height && index(x, top + row) == color {
            bits |= 1 << row
          }
          if x > 0, bits != previous {
            pass += runText(previous, run)
            run = 0
          }
          previous = bits
          run += 1
        }
        pass += runText(previous, run)
        passes.append(pass)
      }
      text += passes.joined(separator: "$") + "-"
    }
    return text + "\u{1B}\\"
  }

  /// `count` sixels of `bits`: repeated when short, `!count` when four or more.
  private static func runText(_ bits: UInt8, _ count: Int) -> String {
    let character = String(UnicodeScalar(63 + bits))
    return count >= 4 ? "!\(count)\(character)" : String(repeating: character, count: count)
  }

  /// The sprite's visible colours (at most 256) and each pixel's index into them, -1 for
  /// a transparent pixel.
  static func paletted(_ sprite: Sprite) -> (palette: [Pixel], indices: [Int]) {
    for dropped in 0...6 {
      let mask = UInt8(truncatingIfNeeded: 0xFF << dropped)
      var palette: [Pixel] = []
      var indexOf: [Pixel: Int] = [:]
      var indices: [Int] = []
      indices.reserveCapacity(sprite.pixels.count)
      var fits = true
      for pixel in sprite.pixels {
        guard !pixel.isTransparent else {
          indices.append(-1)
          continue
        }
        let color = Pixel(red: pixel.red & mask, green: pixel.green & mask, blue: pixel.blue & mask)
        if let index = indexOf[color] {
          indices.append(index)
          continue
        }
        guard palette.count < 256 else {
          fits = false
          break
        }
        indexOf[color] = palette.count
        indices.append(palette.count)
        palette.append(color)
      }
      if fits { return (palette, indices) }
    }
    // Unreachable: with six low bits dropped there are at most 64 colours.
    return ([], sprite.pixels.map { _ in -1 })
  }
}
