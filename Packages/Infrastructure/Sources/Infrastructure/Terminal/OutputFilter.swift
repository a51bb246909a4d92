import Domain
/// The last step before text reaches a terminal or a pipe: it lets through pokecli's own
/// escape sequences and nothing else that a terminal would obey.
///
/// Text from outside is cleaned where it enters (answers as they are mapped, stored text
/// as it is read back), and renderers paint it only through the theme. This filter holds
/// even if some source was missed: whatever the text holds, what leaves is printable text,
/// line feeds (unless it is one line of a screen), and the sequences the filter is told
/// pokecli writes:
///
/// - **styles**, SGR sequences `ESC [ n ; n … m`, the only codes the theme and the sprites
///   emit (colours, bold, reverse video), when the output has colour;
/// - **pictures**, when the command draws sprites through an image protocol: kitty's
///   `ESC _ G keys ; base64 ESC \`, iTerm2's `ESC ] 1337 ; File= keys : base64 BEL` and
///   sixels `ESC P digits q sixel-data ESC \`, each checked against its grammar (keys of
///   letters, digits and `=,;.`, a base64 or sixel body), which no text from outside can
///   satisfy, since every source is cleaned of ESC where it enters;
/// - **line redraw**, a carriage return at the very start of a write, optionally followed
///   by an erase to the end of the line (`ESC [ K`): how progress and wait notices redraw
///   their line on a terminal.
///
/// Every other ESC is removed, so the rest of its sequence prints as harmless letters,
/// as `SafeText.clean` leaves it; tabs and other line breaks become spaces, and every
/// other control (C0, DEL, C1, bidi controls) is removed.
public struct OutputFilter: Sendable, Hashable {
  /// Whether SGR sequences are let through.
  public var allowsStyles: Bool
  /// Whether a write may start with a carriage return and an erase to the end of the line.
  public var allowsLineRedraw: Bool
  /// Whether line feeds are kept; else they become spaces, for one line of a screen.
  public var allowsLineFeeds: Bool
  /// Whether pictures in kitty's, iTerm2's and the sixel protocol are let through.
  public var allowsPictures: Bool

  /// A filter letting through the sequences named.
  public init(
    allowsStyles: Bool, allowsLineRedraw: Bool = false, allowsLineFeeds: Bool = true,
    allowsPictures: Bool = false
  ) {
    self.allowsStyles = allowsStyles
    self.allowsLineRedraw = allowsLineRedraw
    self.allowsLineFeeds = allowsLineFeeds
    self.allowsPictures = allowsPictures
  }

  /// The longest SGR parameter string let through: a 24-bit foreground and background
  /// (`1;38;2;255;255;255;48;2;255;255;255`) is 34 characters.
  static let longestStyle = 48

  /// `text` as it may be written.
  public func apply(_ text: String) -> String {
    // What `isFiltered` looks at, found on the text's bytes: most writes hold none.
    guard SafeText.containsUnsafe(text, allowingLineFeeds: allowsLineFeeds) else { return text }
    var scalars = Array(text.unicodeScalars)[...]
    var result = String.UnicodeScalarView()
    if allowsLineRedraw, scalars.first == "\r" {
      result.append("\r")
      scalars = scalars.dropFirst()
      if scalars.starts(with: Self.eraseLine) {
        result.append(contentsOf: Self.eraseLine)
        scalars = scalars.dropFirst(Self.eraseLine.count)
      }
    }
    while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      if !isFiltered(scalar) {
        result.append(scalar)
      } else if scalar == "\u{1B}", allowsStyles, let length = Self.styleLength(scalars) {
        result.append(scalar)
        result.append(contentsOf: scalars.prefix(length))
        scalars = scalars.dropFirst(length)
      } else if scalar == "\u{1B}", allowsPictures, let length = PictureSequence.length(scalars) {
        result.append(scalar)
        result.append(contentsOf: scalars.prefix(length))
        scalars = scalars.dropFirst(length)
      } else {
        // A tab or a line break becomes a space; any other control, nothing.
        result.append(contentsOf: SafeText.clean(String(scalar)).unicodeScalars)
      }
    }
    return String(result)
  }

  /// Whether `scalar` is a control this filter looks at rather than passing it on.
  private func isFiltered(_ scalar: Unicode.Scalar) -> Bool {
    SafeText.isUnsafe(scalar) && !(allowsLineFeeds && scalar == "\n")
  }

  // MARK: - Sequences

  /// `ESC [ K`: erase from the cursor to the end of the line.
  static let eraseLine: [Unicode.Scalar] = ["\u{1B}", "[", "K"]

  /// How many scalars after an ESC make an SGR sequence (`[`, digits and semicolons, `m`),
  /// or `nil` when they do not.
  static func styleLength(_ rest: ArraySlice<Unicode.Scalar>) -> Int? {
    guard rest.first == "[" else { return nil }
    var length = 1
    for scalar in rest.dropFirst().prefix(longestStyle + 1) {
      length += 1
      if scalar == "m" { return length }
      guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
    }
    return nil
  }
}
