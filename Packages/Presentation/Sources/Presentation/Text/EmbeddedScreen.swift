extension Screen {
  /// Its text as lines set inside another screen (a card in the browser): without the
  /// newline that ends it, each line but the empty ones led by `indent`.
  func embeddedLines(theme: Theme, width: Int, indent: String = "") -> [String] {
    var lines = text(theme: theme, width: width, hints: NoHints()).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines.map { $0.isEmpty ? $0 : indent + $0 }
  }
}
