/// ArgumentParser's own usage errors said in pokecli's house style (README, "Messages"):
/// `Unknown option '--pag'. Did you mean '--page'?` becomes
/// `unknown option "--pag"; did you mean "--page"?`.
///
/// Starts lower-case, quotes with straight double quotes, joins sentences with `;`, keeps
/// a list of values on the line and drops the closing period. What sits between quotes
/// (what the user typed) is kept exactly. pokecli's own messages are already in the house
/// style, and come out unchanged.
enum ParserMessage {
  /// The proper nouns a message may start with, kept capitalised.
  static let properNouns: Set<String> = ["PokeAPI", "Pokémon"]

  static func houseStyle(_ message: String) -> String {
    let segments = segments(of: oneLine(message))
    var result = ""
    var sentenceStarts = true
    for segment in segments {
      switch segment {
      case .quoted(let text, _):
        result += "\"" + text + "\""
        sentenceStarts = false
      case .plain(let text):
        result += plain(text, startsSentence: sentenceStarts)
        sentenceStarts = false
      }
    }
    if case .plain(let last) = segments.last, last.hasSuffix("."), !last.hasSuffix("..") {
      result.removeLast()
    }
    return result
  }

  // MARK: - One line

  /// The message on one line: a list of values given one `  - value` a line is written
  /// `"a", "b" or "c"` after the line that introduces it; other lines are joined by a space.
  static func oneLine(_ message: String) -> String {
    var lines: [String] = []
    var items: [String] = []
    for line in message.split(separator: "\n", omittingEmptySubsequences: true) {
      let trimmed = line.trimmedOfSpaces()
      if line.first?.isWhitespace == true, trimmed.hasPrefix("- ") {
        items.append(String(trimmed.dropFirst(2)))
      } else if !trimmed.isEmpty {
        lines.append(trimmed)
      }
    }
    var text = lines.joined(separator: " ")
    guard !items.isEmpty else { return text }
    for ending in [":", " the following"] where text.hasSuffix(ending) {
      text.removeLast(ending.count)
    }
    let quoted = items.map { "'\($0)'" }
    let list = quoted.count == 1
      ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    return text + " " + list + "."
  }

  // MARK: - Quotes

  enum Segment: Equatable {
    /// Text between quotes, without them, and the quote it was written with.
    case quoted(String, Character)
    /// Text outside quotes.
    case plain(String)
  }

  /// `line` cut into quoted and plain text. A quote opens after a space, a bracket or the
  /// start, and closes before a space, punctuation or the end; an apostrophe inside a
  /// word (`farfetch'd`, `Pokémon's`) neither opens nor closes one. A quote that is never
  /// closed is plain text.
  static func segments(of line: String) -> [Segment] {
    let characters = Array(line)
    var segments: [Segment] = []
    var plain = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let opens = (character == "'" || character == "\"")
        && (index == 0 || !isWordCharacter(characters[index - 1]))
      if opens, let close = closingQuote(character, in: characters, after: index) {
        if !plain.isEmpty { segments.append(.plain(plain)) }
        plain = ""
        segments.append(.quoted(String(characters[(index + 1)..<close]), character))
        index = close + 1
      } else {
        plain.append(character)
        index += 1
      }
    }
    if !plain.isEmpty { segments.append(.plain(plain)) }
    return segments
  }

  private static func closingQuote(
    _ quote: Character, in characters: [Character], after opening: Int
  ) -> Int? {
    var index = opening + 1
    while index < characters.count {
      if characters[index] == quote,
        index + 1 == characters.count || !isWordCharacter(characters[index + 1])
      {
        return index
      }
      index += 1
    }
    return nil
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  // MARK: - Sentences

  /// Plain text with `. Next` written `; next`, and its first word lower-cased when it
  /// starts the message.
  private static func plain(_ text: String, startsSentence: Bool) -> String {
    var pieces = text.components(separatedBy: ". ")
    for index in pieces.indices where index > 0 || startsSentence {
      pieces[index] = lowercasingFirstWord(pieces[index])
    }
    return pieces.joined(separator: "; ")
  }

  /// `The value` → `the value`; a word in capitals (`POKECLI_MAX_AGE`) or a proper noun
  /// is kept.
  private static func lowercasingFirstWord(_ text: String) -> String {
    let word = text.prefix { $0.isLetter }
    guard let first = word.first, first.isUppercase,
      word.dropFirst().allSatisfy(\.isLowercase), !properNouns.contains(String(word))
    else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
