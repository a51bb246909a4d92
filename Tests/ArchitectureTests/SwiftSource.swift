/// Blanks out the comments and string literals of Swift source, keeping every line break,
/// so that a line-by-line scanner sees only code and still reports the right line numbers.
///
/// A small lexer, not a parser: nested block comments, escapes and `"""` strings are
/// handled; raw strings (`#"…"#`) are read as ordinary ones, which is close enough for
/// finding `import` declarations.
enum SwiftSource {
  private enum State {
    case code
    case lineComment
    case blockComment(depth: Int)
    case string(multiline: Bool)
  }

  /// `source` with comments and string contents replaced by spaces.
  static func code(of source: String) -> String {
    let scalars = Array(source.unicodeScalars)
    var output = String.UnicodeScalarView()
    var state = State.code
    var index = 0
    /// Whether the scalars at `index` spell `text`.
    func at(_ text: String) -> Bool {
      let wanted = Array(text.unicodeScalars)
      guard index + wanted.count <= scalars.count else { return false }
      return Array(scalars[index..<index + wanted.count]) == wanted
    }
    /// Copies line breaks and blanks everything else, for `count` scalars.
    func blank(_ count: Int) {
      for scalar in scalars[index..<min(index + count, scalars.count)] {
        output.append(scalar == "\n" || scalar == "\r" ? scalar : " ")
      }
      index += count
    }
    while index < scalars.count {
      let scalar = scalars[index]
      switch state {
      case .code:
        if at("//") { state = .lineComment; blank(2) }
        else if at("/*") { state = .blockComment(depth: 1); blank(2) }
        else if at("\"\"\"") { state = .string(multiline: true); blank(3) }
        else if at("\"") { state = .string(multiline: false); blank(1) }
        else { output.append(scalar); index += 1 }
      case .lineComment:
        if scalar == "\n" || scalar == "\r" { state = .code }
        blank(1)
      case .blockComment(let depth):
        if at("/*") { state = .blockComment(depth: depth + 1); blank(2) }
        else if at("*/") { state = depth == 1 ? .code : .blockComment(depth: depth - 1); blank(2) }
        else { blank(1) }
      case .string(let multiline):
        if at("\\") { blank(2) }
        else if multiline && at("\"\"\"") { state = .code; blank(3) }
        else if !multiline && (at("\"") || scalar == "\n") { state = .code; blank(1) }
        else { blank(1) }
      }
    }
    return String(output)
  }
}
