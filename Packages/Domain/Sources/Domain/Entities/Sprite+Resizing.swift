/// Cropping and scaling, so a sprite takes no more terminal cells than it needs.
extension Sprite {
  /// The sprite without its transparent margins: the smallest rectangle holding every
  /// pixel `isTransparent` does not reject. An entirely transparent sprite crops to `empty`.
  public func cropped() -> Sprite {
    var minX = width, minY = height, maxX = -1, maxY = -1
    for y in 0..<height {
      for x in 0..<width where !pixels[y * width + x].isTransparent {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= minX, maxY >= minY else { return .empty }
    if minX == 0, minY == 0, maxX == width - 1, maxY == height - 1 { return self }
    var kept: [Pixel] = []
    kept.reserveCapacity((maxX - minX + 1) * (maxY - minY + 1))
    for y in minY...maxY {
      kept.append(contentsOf: pixels[(y * width + minX)...(y * width + maxX)])
    }
    return Sprite(checkedWidth: maxX - minX + 1, height: maxY - minY + 1, pixels: kept)
  }

  /// The sprite scaled down, keeping its proportions, so it fits in `maxWidth × maxHeight`
  /// pixels; unchanged when it already fits, `empty` when the box has no room.
  ///
  /// Each new pixel is the area average of the source pixels it covers, weighted by their
  /// opacity so transparent pixels do not darken the edges. Costs one pass over the source.
  public func scaledToFit(maxWidth: Int, maxHeight: Int) -> Sprite {
    guard !isEmpty, maxWidth > 0, maxHeight > 0 else { return .empty }
    guard width > maxWidth || height > maxHeight else { return self }
    // Both sides are now at most `maximumSide`, so the products below cannot overflow.
    let boxWidth = min(maxWidth, width)
    let boxHeight = min(maxHeight, height)
    let newWidth: Int
    let newHeight: Int
    if width * boxHeight > height * boxWidth {
      newWidth = boxWidth
      newHeight = max(1, min(boxHeight, (height * boxWidth + width / 2) / width))
    } else {
      newHeight = boxHeight
      newWidth = max(1, min(boxWidth, (width * boxHeight + height / 2) / height))
    }
    var scaled: [Pixel] = []
    scaled.reserveCapacity(newWidth * newHeight)
    for row in 0..<newHeight {
      let top = row * height / newHeight
      let bottom = max(top + 1, (row + 1) * height / newHeight)
      for column in 0..<newWidth {
        let left = column * width / newWidth
        let right = max(left + 1, (column + 1) * width / newWidth)
        scaled.append(average(columns: left..<right, rows: top..<bottom))
      }
    }
    return Sprite(checkedWidth: newWidth, height: newHeight, pixels: scaled)
  }

  /// The opacity-weighted mean of a rectangle of pixels.
  private func average(columns: Range<Int>, rows: Range<Int>) -> Pixel {
    var red = 0, green = 0, blue = 0, alpha = 0, count = 0
    for y in rows {
      for x in columns {
        let pixel = pixels[y * width + x]
        let weight = Int(pixel.alpha)
        red += Int(pixel.red) * weight
        green += Int(pixel.green) * weight
        blue += Int(pixel.blue) * weight
        alpha += weight
        count += 1
      }
    }
    guard alpha > 0, count > 0 else { return .clear }
    return Pixel(
      red: UInt8(clamping: red / alpha), green: UInt8(clamping: green / alpha),
      blue: UInt8(clamping: blue / alpha), alpha: UInt8(clamping: alpha / count))
  }
}
