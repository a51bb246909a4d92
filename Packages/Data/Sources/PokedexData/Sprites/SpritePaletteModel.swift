import Domain

/// The adaptive model a cached sprite's colours are coded with: each channel as its
/// difference (modulo 256) from the previous colour's, through one bit tree per channel.
struct SpritePaletteModel {
  private var trees = Array(repeating: RangeModel.tree(bits: 8), count: 4)

  /// Encodes `palette`, or decodes into it (its count must already be right).
  mutating func code<Coder: RangeCoding>(_ palette: inout [Pixel], with coder: inout Coder) {
    var previous = Pixel.clear
    for index in palette.indices {
      let colour = palette[index]
      let channels = [
        (colour.red, previous.red), (colour.green, previous.green),
        (colour.blue, previous.blue), (colour.alpha, previous.alpha),
      ]
      var coded: [UInt8] = []
      for (channel, (value, before)) in channels.enumerated() {
        let difference = Int(value &- before)
        let decoded = coder.code(difference, bits: 8, tree: &trees[channel])
        coded.append(UInt8(truncatingIfNeeded: decoded) &+ before)
      }
      palette[index] = Pixel(red: coded[0], green: coded[1], blue: coded[2], alpha: coded[3])
      previous = palette[index]
    }
  }
}
