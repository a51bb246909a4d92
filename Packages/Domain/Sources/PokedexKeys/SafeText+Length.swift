extension SafeText {
  /// The most characters a message line keeps: a few lines of a terminal.
  public static let readableLength = 400
  /// The most characters a run without spaces (a URL, a path, a name) keeps.
  public static let readableWordLength = 160

  /// `line` cut to a readable length, as curl and git cut what they quote: a run without
  /// spaces longer than `readableWordLength` keeps its start and end with `…` between,
  /// and a line still longer than `readableLength` keeps its start and its end.
  ///
  /// A message quoting something from outside (a 200 KB link in an answer) would else be
  /// as long as what it quotes. Both ends stay, so a URL keeps its host and its last part,
  /// and a message keeps the reason that ends it.
  public static func bounded(_ line: String) -> String {
    guard line.utf8.count > readableWordLength else { return line }
    var result = ""
    var word = ""
    for character in line {
      if character == " " {
        result += shortened(word, keeping: readableWordLength) + " "
        word = ""
      } else {
        word.append(character)
      }
    }
    result += shortened(word, keeping: readableWordLength)
    return shortened(result, keeping: readableLength)
  }

  /// `text` when it has at most `limit` characters, else its first two thirds and its last
  /// quarter of `limit` around `…`.
  private static func shortened(_ text: String, keeping limit: Int) -> String {
    guard text.utf8.count > limit, text.count > limit else { return text }
    return text.prefix(limit * 2 / 3) + "…" + text.suffix(limit / 4)
  }
}
