/// A term of the search language: a bare word, one of a kind's own conditions (its `Atom`:
/// `spe > 100`, `type fire`), or terms that `,` and bare phrases (all), `|` (any) and `!`
/// (not) combine.
/// Every kind's query is made of these, so the grammar (`QueryGrammar.read`), the sets'
/// arithmetic (`QueryGrammar.ids`) and the writing back (`description`) are written once;
/// a kind declares only its atoms.
public indirect enum QueryTerm<Atom: QueryAtom>: Hashable, Sendable {
  /// A bare word: part of a name in any language, or what else the kind lets a word name
  /// (a move's type or class, an ability's effect), which its facts say
  /// (`KindQueryFacts.ids(matchingWord:)`).
  case word(String)
  /// One of the kind's own conditions.
  case atom(Atom)
  /// Every one holds: the words of a bare phrase (`fire flying`).
  case allOf([QueryTerm])
  /// At least one holds: `fire | water`.
  case anyOf([QueryTerm])
  /// It does not hold: `!legendary`, `not fully evolved`.
  case not(QueryTerm)
}

/// One of a kind's own conditions in a query (`QueryCondition` for the Pokémon,
/// `MoveQueryCondition`…), written back in the search language by `description`.
public protocol QueryAtom: Hashable, Sendable, CustomStringConvertible {}

extension QueryTerm: CustomStringConvertible {
  /// The term written back in the search language (`a b`, `a | b`, `!a`), each atom by
  /// its own `description`: what an error names and JSON echoes.
  public var description: String {
    switch self {
    case .word(let word): return word
    case .atom(let atom): return atom.description
    case .allOf(let parts): return parts.map(\.description).joined(separator: " ")
    case .anyOf(let parts): return parts.map(\.description).joined(separator: " | ")
    case .not(let part): return "!" + part.description
    }
  }
}

extension QueryTerm {
  /// Every atom of the term, in the order written, whatever combines them.
  public var atoms: [Atom] {
    switch self {
    case .word: return []
    case .atom(let atom): return [atom]
    case .allOf(let parts), .anyOf(let parts): return parts.flatMap(\.atoms)
    case .not(let part): return part.atoms
    }
  }

  /// The term with each atom replaced by `transform`'s, combined as before.
  public func mapAtoms(_ transform: (Atom) -> Atom) -> QueryTerm {
    switch self {
    case .word: return self
    case .atom(let atom): return .atom(transform(atom))
    case .allOf(let parts): return .allOf(parts.map { $0.mapAtoms(transform) })
    case .anyOf(let parts): return .anyOf(parts.map { $0.mapAtoms(transform) })
    case .not(let part): return .not(part.mapAtoms(transform))
    }
  }

  /// The words, when the term is nothing but bare words, alone or joined in a phrase
  /// (`fire punch`): what a list without the built-in data can still match, by slugs;
  /// `nil` when it asks more.
  public var plainWords: [String]? { words(atomsAsWords: { _ in nil }) }

  /// The words, when the term is nothing but words: bare words, and the atoms `word`
  /// reads as one (it answers `nil` for an atom that is no word); `nil` when the term asks
  /// more.
  public func words(atomsAsWords word: (Atom) -> String?) -> [String]? {
    switch self {
    case .word(let bare): return [bare]
    case .atom(let atom): return word(atom).map { [$0] }
    case .allOf(let parts):
      var words: [String] = []
      for part in parts {
        guard let plain = part.words(atomsAsWords: word) else { return nil }
        words += plain
      }
      return words
    case .anyOf, .not: return nil
    }
  }
}
