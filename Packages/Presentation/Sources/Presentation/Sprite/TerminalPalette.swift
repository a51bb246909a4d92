import Domain

/// The nearest colours a 256- or 16-colour terminal can show for a pixel.
///
/// Distances are squared differences weighted 3:4:2 (red, green, blue), a cheap
/// approximation of how the eye weighs them.
enum TerminalPalette {
  /// The six levels of each channel in the xterm 6×6×6 colour cube (indices 16–231).
  static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The xterm palette index (16–255) nearest to `color`: the nearest cube colour or the
  /// nearest of the 24 greys (232–255), whichever is nearer.
  static func nearest256(_ color: Pixel) -> Int {
    let levels = [color.red, color.green, color.blue].map { nearestCubeLevel(Int($0)) }
    let cube = (cubeLevels[levels[0]], cubeLevels[levels[1]], cubeLevels[levels[2]])
    let cubeIndex = 16 + 36 * levels[0] + 6 * levels[1] + levels[2]
    let mean = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let greyStep = min(23, max(0, (mean - 8 + 5) / 10))
    let grey = 8 + 10 * greyStep
    let greyDistance = distance(color, (grey, grey, grey))
    return greyDistance < distance(color, cube) ? 232 + greyStep : cubeIndex
  }

  /// xterm's default RGB values of the 16 basic colours: 0–7 normal, 8–15 bright.
  static let basic: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The basic colour (0–15) nearest to `color`.
  static func nearest16(_ color: Pixel) -> Int {
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in basic.enumerated() {
      let candidateDistance = distance(color, candidate)
      if candidateDistance < bestDistance {
        best = index
        bestDistance = candidateDistance
      }
    }
    return best
  }

  // MARK: - Helpers

  private static func nearestCubeLevel(_ value: Int) -> Int {
    // Levels are 0, then 95 + 40k: the midpoints are 48, 115, 155, 195, 235.
    value < 48 ? 0 : value < 115 ? 1 : min(5, (value - 35) / 40)
  }

  private static func distance(_ color: Pixel, _ other: (Int, Int, Int)) -> Int {
    let red = Int(color.red) - other.0
    let green = Int(color.green) - other.1
    let blue = Int(color.blue) - other.2
    return 3 * red * red + 4 * green * green + 2 * blue * blue
  }
}
