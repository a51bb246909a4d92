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
  /// Each new pixel is the colour most of the source pixels it covers have (`majority`),
  /// never a blend: pixel art keeps its outlines, eyes and flat colours, where averaging
  /// would smudge them into the colours around. Costs one pass over the source.
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
        scaled.append(majority(columns: left..<right, rows: top..<bottom))
      }
    }
    return Sprite(checkedWidth: newWidth, height: newHeight, pixels: scaled)
  }

  /// The colour of most pixels of a rectangle: transparent when at least half of them
  /// are, else the most frequent visible colour, a tie going to the darkest, so that a
  /// one-pixel outline or eye survives a block it shares with a lighter fill.
  private func majority(columns: Range<Int>, rows: Range<Int>) -> Pixel {
    var counts: [Pixel: Int] = [:]
    var transparent = 0
    for y in rows {
      for x in columns {
        let pixel = pixels[y * width + x]
        if pixel.isTransparent {
          transparent += 1
        } else {
          counts[pixel, default: 0] += 1
        }
      }
    }
    let visible = columns.count * rows.count - transparent
    guard visible > transparent else { return .clear }
    var best = Pixel.clear
    var bestCount = 0
    for (pixel, count) in counts
    where count > bestCount || (count == bestCount && pixel.isDarker(than: best)) {
      best = pixel
      bestCount = count
    }
    return best
  }
}

extension Pixel {
  /// Whether this pixel looks darker than `other` (by luma, then by its channels, so that
  /// equal counts always resolve the same way whatever order they were met in).
  fileprivate func isDarker(than other: Pixel) -> Bool {
    let luma = 299 * Int(red) + 587 * Int(green) + 114 * Int(blue)
    let otherLuma = 299 * Int(other.red) + 587 * Int(other.green) + 114 * Int(other.blue)
    if luma != otherLuma { return luma < otherLuma }
    return (red, green, blue, alpha) < (other.red, other.green, other.blue, other.alpha)
  }
}
