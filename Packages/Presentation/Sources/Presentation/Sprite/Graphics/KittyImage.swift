import Domain

/// A sprite in kitty's graphics protocol: its RGBA pixels, base64, in APC sequences
/// (`ESC _ G keys ; payload ESC \`) of at most 4096 payload bytes each, as the protocol
/// asks of a direct transmission.
///
/// The picture is shown at the cursor, scaled by the terminal to `columns × rows` cells,
/// and the cursor does not move (`C=1`), so the caller lays text out as if the cells were
/// blank: the picture can stand beside the card's header. `q=2` keeps the terminal from
/// answering on the input.
enum KittyImage {
  /// Payload bytes per sequence.
  static let chunkSize = 4096

  static func sequence(of sprite: Sprite, columns: Int, rows: Int) -> String {
    var rgba: [UInt8] = []
    rgba.reserveCapacity(sprite.pixels.count * 4)
    for pixel in sprite.pixels {
      rgba += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    }
    let payload = Array(Data(rgba).base64EncodedString().utf8)
    var text = ""
    var start = 0
    repeat {
      let end = min(start + chunkSize, payload.count)
      let more = end < payload.count ? 1 : 0
      let keys = start == 0
        ? "a=T,f=32,s=\(sprite.width),v=\(sprite.height),c=\(columns),r=\(rows),C=1,q=2,m=\(more)"
        : "m=\(more)"
      text += "\u{1B}_G\(keys);" + String(decoding: payload[start..<end], as: UTF8.self)
        + "\u{1B}\\"
      start = end
    } while start < payload.count
    return text
  }
}
