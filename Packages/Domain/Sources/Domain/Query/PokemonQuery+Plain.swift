extension PokemonQuery {
  /// The query split in two: the words `SearchCriteria` has always matched (bare words,
  /// and the class words `legendary`, `mythical`, `baby`), by `search`'s own rules,
  /// ranking and suggestions; and every other condition, for `EvaluateKindQuery`.
  public var plainWordsAndRest: (words: [String], rest: [QueryTerm<QueryCondition>]) {
    var words: [String] = []
    var rest: [QueryTerm<QueryCondition>] = []
    // The criteria keep a Pokémon of any one of their classes; two classes asked
    // together must both hold, which only `EvaluateKindQuery` says.
    let classes = Set(terms.flatMap { Self.plainWords($0) ?? [] }.filter(Self.isClassWord))
    for term in terms {
      if let plain = Self.plainWords(term), classes.count <= 1 || !plain.contains(where: Self.isClassWord) {
        words += plain
      } else {
        rest.append(term)
      }
    }
    return (words, rest)
  }

  private static func isClassWord(_ word: String) -> Bool {
    [PokemonClass.legendary, .mythical, .baby].contains { $0.rawValue == word }
  }

  /// The words `term` is made of, when it is only plain words: bare words, and the class
  /// words `search` has always matched.
  private static func plainWords(_ term: QueryTerm<QueryCondition>) -> [String]? {
    term.words { condition in
      guard case .isA(let pokemonClass) = condition else { return nil }
      return isClassWord(pokemonClass.rawValue) ? pokemonClass.rawValue : nil
    }
  }
}
