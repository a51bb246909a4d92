/// pokecli's house style for messages (README, "Messages"), as a check a test can run on
/// any line pokecli says: an error, a notice, a usage error, an empty list's line.
public enum MessageStyle {
  /// The words a message may start with capitalised: proper nouns, not sentence starts.
  public static let properNouns: Set<String> = ["PokeAPI", "Pokémon"]

  /// What is wrong with `message`, one sentence a problem; empty when it is in the style.
  ///
  /// - It is one line, not empty.
  /// - It starts lower-case, unless with a proper noun, one of `names` (display names
  ///   such as `Pikachu`) or a word in capitals (`POKECLI_MAX_AGE`).
  /// - It does not end with a period (`…` and `?` are fine).
  /// - It quotes with straight double quotes only: no curly quotes, no backticks, and no
  ///   single quote but an apostrophe inside a word (`Pokémon's`).
  public static func problems(in message: String, names: Set<String> = []) -> [String] {
    var problems: [String] = []
    if message.isEmpty { return ["it is empty"] }
    if message.unicodeScalars.contains(where: { lineBreaks.contains($0.value) }) {
      problems.append("it is more than one line")
    }
    let firstWord = String(message.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    if let first = message.first, first.isUppercase, !properNouns.contains(firstWord),
      !names.contains(firstWord), firstWord != firstWord.uppercased() || firstWord.count < 2
    {
      problems.append("it starts with a capital (\"\(firstWord)\")")
    }
    if message.hasSuffix(".") && !message.hasSuffix("...") {
      problems.append("it ends with a period")
    }
    if message.contains(where: { "“”‘`".contains($0) }) {
      problems.append("it quotes with curly quotes or backticks")
    }
    let characters = Array(message)
    for (index, character) in characters.enumerated() where character == "'" || character == "’" {
      let inWord = index > 0 && index + 1 < characters.count
        && characters[index - 1].isLetter && characters[index + 1].isLetter
      if !inWord {
        problems.append("it quotes with single quotes")
        break
      }
    }
    return problems
  }

  /// LF, VT, FF, CR, NEL and the Unicode line and paragraph separators.
  private static let lineBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
}
