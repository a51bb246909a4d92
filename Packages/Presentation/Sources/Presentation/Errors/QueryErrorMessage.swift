import Domain

/// The one line a query that cannot be read says (exit 64): what is wrong, the term it is
/// in, and what would do.
enum QueryErrorMessage {
  static func line(_ error: QueryError) -> String {
    let term = error.term.isEmpty ? "" : " in \"\(error.term)\""
    let examples = error.examples
    switch error.problem {
    case .empty:
      return "the query has no term: give \(examples.words) or a condition such as \"\(examples.condition)\""
    case .tooLong(let limit, let terms):
      return "the query is too long: at most \(limit) characters and \(terms) terms"
    case .unknownStat(let word, let suggestions):
      if let comma = commaMissing(in: error.term, before: word, PokemonQueryParser.namesQuantity) {
        return "unknown stat \"\(word)\"\(term): \(comma)"
      }
      return "unknown stat \"\(word)\"\(term)" + didYouMean(suggestions)
        + (suggestions.isEmpty ? " (stats: hp atk def spa spd spe bst, height, weight)" : "")
    case .unknownField(let word, let suggestions, let fields):
      let namesField = { (text: String) in fields.contains(text.lowercased()) }
      if let comma = commaMissing(in: error.term, before: word, namesField) {
        return "\"\(word)\" is no number to compare\(term): \(comma)"
      }
      return "\"\(word)\" is no number to compare\(term)" + didYouMean(suggestions)
        + (suggestions.isEmpty ? " (" + fields.joined(separator: ", ") + ")" : "")
    case .notANumber(let text):
      return "\"\(text)\" is not a number\(term)"
    case .notAPercentage(let field):
      return "\"\(field)\" is no percentage\(term): write its number without %"
    case .wrongUnit(let unit, let quantity):
      switch quantity {
      case "weight": return "a weight is not measured in \"\(unit)\"\(term): use kg, g or lb"
      case "height": return "a height is not measured in \"\(unit)\"\(term): use m, cm or ft"
      default: return "a stat takes no unit (\"\(unit)\")\(term)"
      }
    case .measureWithStat:
      return "a height or weight is compared with numbers, not with a stat\(term)"
    case .nothingNamed(let keyword):
      let example = keyword == "sort" ? examples.sort : example(keyword)
      return "nothing follows \"\(keyword)\"\(term): say what, as in \"\(example)\""
    case .nothingToMatch(let text):
      let whole = error.term == text ? "" : term
      return "\"\(text)\" has nothing to search for\(whole): use letters or digits"
    case .notAGeneration(let text):
      return "\"\(text)\" is not a generation\(term): write gen 4 or gen 1-3"
    case .unknownOrder(let key, let suggestions):
      return "cannot sort by \"\(key)\"\(term)" + didYouMean(suggestions)
        + (suggestions.isEmpty ? " (sort by \(examples.sortKeys))" : "")
    case .sortNotAlone:
      return "sort is a term of its own, once, between commas, as in "
        + "\"\(examples.term), \(examples.sort)\"\(term)"
    }
  }

  /// The likeliest slip behind a comparison's unknown left side `word`: words, then a
  /// quantity the kind compares (`fire spe` of `fire spe > 100`), where two terms were
  /// meant. Says how the term reads with the comma (`"fire, spe > 100"`); `nil` when the
  /// term does not begin with `word` as typed (a right side, or a stat a move's `raises`
  /// names, where a comma would not help), or the words do not end with such a quantity.
  private static func commaMissing(
    in term: String, before word: String, _ namesQuantity: (String) -> Bool
  ) -> String? {
    let words = word.split(separator: " ")
    guard words.count > 1, let side = term.firstRange(of: word),
      side.lowerBound == term.startIndex
    else { return nil }
    // The longest quantity first: `fire crit rate` ends with `crit rate`, not `rate`.
    for count in (1..<words.count).reversed() {
      let quantity = words.suffix(count).joined(separator: " ")
      guard namesQuantity(quantity) else { continue }
      let before = words.dropLast(count).joined(separator: " ")
      var fixed = term
      fixed.replaceSubrange(side, with: before + ", " + quantity)
      return "separate terms with a comma, as in \"\(fixed)\""
    }
    return nil
  }

  /// ` — did you mean spa, spd or spe?`, or nothing.
  private static func didYouMean(_ suggestions: [String]) -> String {
    guard let last = suggestions.last else { return "" }
    let choices = suggestions.count == 1 ? last : suggestions.dropLast().joined(separator: ", ") + " or " + last
    return " — did you mean \(choices)?"
  }

  /// A term that uses `keyword` well.
  private static func example(_ keyword: String) -> String {
    switch keyword {
    case "type": return "type fire"
    case "ability": return "ability levitate"
    case "learns": return "learns earthquake"
    case "in": return "in paldea"
    case "learns … in": return "learns surf in red"
    case "learns … by": return "learns surf by tm"
    case "egg group": return "egg group dragon"
    case "color", "colour": return "color red"
    case "shape": return "shape wings"
    case "habitat": return "habitat cave"
    case "gen", "generation": return "gen 4"
    case "weak", "weak to": return "weak ice"
    case "resists", "resist", "resistant", "resistant to": return "resists water"
    case "immune", "immune to": return "immune ground"
    case "class": return "class special"
    case "pocket": return "pocket berries"
    case "attribute": return "attribute holdable"
    case "is": return "is holdable"
    case "effect": return "effect contact"
    case "of": return "of garchomp"
    case "held by": return "held by garchomp"
    case "target", "targets": return "target all-opponents"
    case "ailment", "causes", "inflicts": return "ailment paralysis"
    case "learned by": return "learned by garchomp"
    case "learned by … in": return "learned by garchomp in scarlet-violet"
    case "learned by … by": return "learned by garchomp by tm"
    case "tm in", "hm in", "tr in", "machine in": return keyword + " red"
    default: return keyword + " …"
    }
  }
}
