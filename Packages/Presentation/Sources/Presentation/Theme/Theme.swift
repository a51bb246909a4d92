import Domain
/// The one home of every colour, symbol and badge pokecli prints.
///
/// Renderers ask the theme how to paint a piece of text and never write an escape code
/// themselves, so `.plain` (tests, pipes, `NO_COLOR`) and `.ansi` (terminals) differ only
/// here. Every styled piece keeps its plain width, so layouts never change with colour.
public struct Theme: Sendable, Hashable {
  /// What a piece of text is, which decides how it looks.
  public enum Style: Sendable, Hashable {
    /// A column heading or a section title.
    case heading
    /// Secondary text: numbers, footers, hints.
    case dim
    /// A Pokémon's name in a list.
    case name
    /// Something to do next, such as a command to type.
    case command
    /// A failure.
    case error
    /// What the eye should find first: the Pokémon shown in its evolution family, a mark.
    case accent
  }

  /// Whether escape codes are written at all.
  public let usesColor: Bool
  /// Whether type badges use 24-bit colour, or the 256-colour palette every terminal has.
  public let usesTrueColor: Bool

  /// How many colours sprites are drawn with (see `Theme+Sprite.swift`).
  public let colorDepth: ColorDepth
  /// How sprites reach the screen: half blocks, or a terminal's image protocol.
  public var spriteGraphics: SpriteGraphics = .halfBlocks
  /// The names of types, stats and games in the language shown (`--language`).
  public var vocabulary: Vocabulary = .english

  /// Creates a theme. Sprites follow `usesTrueColor` unless `colorDepth` says otherwise.
  public init(usesColor: Bool, usesTrueColor: Bool = true, colorDepth: ColorDepth? = nil) {
    self.usesColor = usesColor
    self.usesTrueColor = usesColor && usesTrueColor
    self.colorDepth = colorDepth ?? (usesColor && usesTrueColor ? .trueColor : .palette256)
  }

  /// No escape codes: for tests, pipes and `NO_COLOR`.
  public static let plain = Theme(usesColor: false)
  /// ANSI colours and 24-bit type badges: for terminals that say they have 24-bit colour
  /// (`COLORTERM=truecolor`).
  public static let ansi = Theme(usesColor: true)
  /// ANSI colours and type badges from the 256-colour palette: for other terminals.
  public static let ansi256 = Theme(usesColor: true, usesTrueColor: false)

  // MARK: - Text

  /// `text` styled as `style`.
  public func paint(_ text: String, as style: Style) -> String {
    guard usesColor, !text.isEmpty else { return text }
    let code: String
    switch style {
    case .heading: code = "1"
    case .dim: code = "2"
    case .name: code = "1"
    case .command: code = "36"
    case .error: code = "31"
    case .accent: code = "1;33"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  // MARK: - Symbols

  /// Marks the Pokémon shown on its card, in its evolution family and forms.
  public var shownMark: String { "◀" }

  /// Marks a favorite.
  public var favoriteMark: String { "★" }

  /// A bar of `length` columns, `filled` of them solid: the base-stat bars. Coloured bars
  /// go from red (low) to green (high), as the games draw them.
  public func bar(filled: Int, length: Int, value: Int) -> String {
    let filled = min(max(0, filled), length)
    let solid = String(repeating: "█", count: filled)
    let empty = String(repeating: "░", count: length - filled)
    guard usesColor else { return solid + empty }
    let color = value < 60 ? "31" : value < 90 ? "33" : value < 120 ? "32" : "36"
    return "\u{1B}[\(color)m\(solid)\u{1B}[0m" + paint(empty, as: .dim)
  }

  // MARK: - Type badges

  /// The columns one type badge takes: the longest type name ("Electric", "Fighting"),
  /// plus a space of padding each side when it is drawn as a coloured block.
  public var typeBadgeWidth: Int { (usesColor ? 2 : 0) + typeNameWidth }

  /// The columns of the longest name of the 18 types: 8 in English ("Electric"), more
  /// in some languages ("フェアリー").
  var typeNameWidth: Int {
    guard !vocabulary.isEnglish else { return 8 }
    return PokemonType.allKnown.map { TextLayout.width(name(of: $0)) }.reduce(8, max)
  }

  /// What stands between two badges: a space between coloured blocks, two between plain
  /// words, so that an eight-letter type ("Electric") is set off like the shorter ones.
  var badgeSeparator: String { usesColor ? " " : "  " }

  /// The columns `typeBadges(types)` takes: plain badges lose their trailing padding.
  public func typeBadgesWidth(_ types: [PokemonType]) -> Int {
    guard let last = types.last else { return 0 }
    let full = types.count * typeBadgeWidth + (types.count - 1) * badgeSeparator.count
    return usesColor ? full : full - typeBadgeWidth + TextLayout.width(name(of: last))
  }

  /// A type as a badge of exactly `typeBadgeWidth` columns: a padded word when plain, a
  /// block in the type's colour when coloured.
  public func typeBadge(_ type: PokemonType) -> String {
    let name = self.name(of: type)
    guard usesColor else { return TextLayout.padRight(name, to: typeBadgeWidth) }
    let room = max(0, typeBadgeWidth - TextLayout.width(name))
    let left = room / 2
    let label = String(repeating: " ", count: left) + name
      + String(repeating: " ", count: room - left)
    return "\u{1B}[1;\(badgeCodes(TypeColor.of(type)))m\(label)\u{1B}[0m"
  }

  /// The SGR codes of a badge in `color` at the theme's colour depth: 24-bit, the nearest
  /// of the 256-colour palette, or of the 16 basic colours (the Linux console).
  func badgeCodes(_ color: TypeColor) -> String {
    switch colorDepth {
    case .trueColor: return "\(color.foregroundCode);\(color.backgroundCode)"
    case .palette256: return "\(color.paletteForegroundCode);\(color.paletteBackgroundCode)"
    case .basic16:
      let pixel = Pixel(
        red: UInt8(clamping: color.red), green: UInt8(clamping: color.green),
        blue: UInt8(clamping: color.blue))
      let index = TerminalPalette.nearest16(pixel)
      let background = index < 8 ? 40 + index : 100 + index - 8
      return "\(color.basicForegroundCode);\(background)"
    }
  }

  /// Badges for `types` separated by one space, with trailing padding removed when plain.
  public func typeBadges(_ types: [PokemonType]) -> String {
    let badges = types.map(typeBadge).joined(separator: badgeSeparator)
    guard !usesColor else { return badges }
    return TextLayout.trimmingTrailingSpaces(badges)
  }
}
