/// How a query's word matches an effect's text (`abilities "immune ground"`): the word,
/// folded, starts one of the text's words, its last two letters let go when it is longer
/// than four, so that "immune" finds "immunity" and "raises" finds "raised". The texts'
/// words are folded once, when the database is built (its `effect_words` table); a
/// query's words when it is read.
public enum EffectWords {
  /// The text's words, folded: lowercased, accents dropped, letters and digits only.
  public static func words(of text: String) -> [Substring] {
    DiacriticFolding.fold(text.lowercased())
      .split { !($0.isLetter || $0.isNumber) }
  }

  /// What a word must start a text's word with: the word folded, less its last two
  /// letters when that leaves at least four.
  public static func stem(of word: String) -> String {
    let folded = DiacriticFolding.fold(word.lowercased()).filter { $0.isLetter || $0.isNumber }
    guard folded.count > 4 else { return folded }
    return String(folded.prefix(max(4, folded.count - 2)))
  }
}
