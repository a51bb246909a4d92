import CustomDump
import Domain
import Testing

@Suite struct SpriteTests {
  static let red = Pixel(red: 200, green: 0, blue: 0)
  static let blue = Pixel(red: 0, green: 0, blue: 100)

  static func sprite(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> Pixel) -> Sprite {
    let pixels = (0..<height).flatMap { y in (0..<width).map { x in pixel(x, y) } }
    return Sprite(width: width, height: height, pixels: pixels) ?? .empty
  }

  @Test(arguments: [(2, 2, 3), (-1, 0, 0), (1025, 1, 1025), (0, 5, 0)])
  func refusesSizesThatDoNotMatchOrAreTooLarge(width: Int, height: Int, count: Int) {
    let pixels = [Pixel](repeating: Self.red, count: max(0, count))
    let sprite = Sprite(width: width, height: height, pixels: pixels)
    #expect((sprite != nil) == (width == 0 && height == 5))
  }

  @Test func readsTransparencyOutsideTheBitmap() {
    let sprite = Self.sprite(1, 1) { _, _ in Self.red }
    #expect(sprite[0, 0] == Self.red)
    #expect(sprite[1, 0] == .clear && sprite[0, -1] == .clear)
  }

  @Test func croppingKeepsTheSmallestRectangleOfVisiblePixels() {
    let sprite = Self.sprite(6, 5) { x, y in
      (x == 2 && y == 1) || (x == 4 && y == 3) ? Self.red
        : Pixel(red: 9, green: 9, blue: 9, alpha: 100)
    }
    let cropped = sprite.cropped()
    #expect(cropped.width == 3 && cropped.height == 3)
    #expect(cropped[0, 0] == Self.red && cropped[2, 2] == Self.red)
  }

  @Test func croppingAnInvisibleSpriteLeavesNothingAndAFullOneUnchanged() {
    #expect(Self.sprite(4, 4) { _, _ in .clear }.cropped() == .empty)
    let full = Self.sprite(3, 2) { _, _ in Self.blue }
    #expect(full.cropped() == full)
  }

  @Test(arguments: [
    (96, 48, 40, 40, 40, 20), (48, 96, 40, 40, 20, 40), (10, 10, 40, 40, 10, 10),
    (96, 96, 40, 10, 10, 10), (100, 3, 10, 10, 10, 1), (5, 5, 0, 9, 0, 0),
  ])
  func scalingKeepsProportionsAndNeverEnlarges(
    width: Int, height: Int, maxWidth: Int, maxHeight: Int, newWidth: Int, newHeight: Int
  ) {
    let scaled = Self.sprite(width, height) { _, _ in Self.red }
      .scaledToFit(maxWidth: maxWidth, maxHeight: maxHeight)
    #expect(scaled.width == newWidth && scaled.height == newHeight)
  }

  @Test func scalingTakesTheMajorityColourAndNeverBlends() {
    let mostlyRed = Self.sprite(3, 1) { x, _ in x == 1 ? Self.blue : Self.red }
    let tie = Self.sprite(2, 1) { x, _ in x == 0 ? Self.red : Self.blue }
    let mostlyClear = Self.sprite(3, 1) { x, _ in x == 0 ? Self.red : .clear }
    let halfClear = Self.sprite(2, 1) { x, _ in x == 0 ? Self.red : .clear }
    let mostlyVisible = Self.sprite(3, 1) { x, _ in x == 2 ? .clear : Self.blue }
    expectNoDifference(mostlyRed.scaledToFit(maxWidth: 1, maxHeight: 1).pixels, [Self.red])
    // A tie goes to the darker colour: outlines and eyes are the dark pixels.
    expectNoDifference(tie.scaledToFit(maxWidth: 1, maxHeight: 1).pixels, [Self.blue])
    expectNoDifference(mostlyClear.scaledToFit(maxWidth: 1, maxHeight: 1).pixels, [.clear])
    expectNoDifference(halfClear.scaledToFit(maxWidth: 1, maxHeight: 1).pixels, [.clear])
    expectNoDifference(mostlyVisible.scaledToFit(maxWidth: 1, maxHeight: 1).pixels, [Self.blue])
  }

  @Test func halvingKeepsAOnePixelOutline() {
    // A 4×4 square with a dark border one pixel wide around a light fill, halved.
    let dark = Pixel(red: 10, green: 10, blue: 10)
    let light = Pixel(red: 250, green: 250, blue: 200)
    let square = Self.sprite(4, 4) { x, y in
      x == 0 || y == 0 || x == 3 || y == 3 ? dark : light
    }
    let halved = square.scaledToFit(maxWidth: 2, maxHeight: 2)
    #expect(halved.pixels.allSatisfy { $0 == dark }, "\(halved.pixels)")
  }
}
