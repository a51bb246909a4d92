extension SafeText {
  /// Text that may hold URLs (a URL, an error message quoting some) as pokecli may print
  /// it: cleaned like any outside text, and without the `user:password@` a URL may carry,
  /// so a secret given to pokecli in a base URL is never written to a terminal or a log.
  public static func url(_ text: String) -> String {
    clean(withoutUserInfo(text))
  }

  /// `scheme://user:secret@host/path` → `scheme://host/path`, for every `://` in `text`:
  /// whatever sits between `://` and the last `@` before the path, query, fragment, a
  /// space or a quote is dropped.
  static func withoutUserInfo(_ text: String) -> String {
    guard text.contains("@") else { return text }
    var result = ""
    var rest = text[...]
    while let schemeEnd = rest.firstRange(of: "://") {
      result += rest[..<schemeEnd.upperBound]
      rest = rest[schemeEnd.upperBound...]
      let authorityEnd = rest.firstIndex(where: endsAuthority) ?? rest.endIndex
      if let at = rest[..<authorityEnd].lastIndex(of: "@") {
        rest = rest[rest.index(after: at)...]
      }
    }
    return result + rest
  }

  private static func endsAuthority(_ character: Character) -> Bool {
    "/?#\"“”'".contains(character) || character.isWhitespace
  }
}
