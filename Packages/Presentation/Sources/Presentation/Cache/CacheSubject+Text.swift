import Domain
extension CacheSubject {
  /// What the subject is, in a sentence: `"pikachu"`, `the list of Pokémon`.
  var phrase: String {
    switch self {
    case .nationalList: return "the list of Pokémon"
    case .entry(_, .name(let name)): return "\"\(name)\""
    case .entry(let kind, .number(let id)): return "\(kind.noun) #\(id)"
    case .summaries(let ids) where ids.count == 1: return "the row of Pokémon #\(ids[0])"
    case .summaries(let ids):
      let shown = ids.prefix(3).map { "#\($0)" }.joined(separator: ", ")
      return "the rows of \(ids.count) Pokémon (\(shown)\(ids.count > 3 ? ", …" : ""))"
    case .every(.type): return "the type chart"
    case .every(.nature): return "the table of natures"
    case .every(let kind): return "the list of every \(kind.noun)"
    case .names(let kind): return "the names of every \(kind.noun)"
    case .berries: return "the list of berries"
    case .pokedex(let slug): return "the \(slug) Pokédex"
    case .generation(let number): return "generation \(number)"
    case .sprite(let id): return "the sprite of Pokémon #\(id)"
    case .type(let type): return "the \(type.displayName) type"
    case .games: return "the list of games"
    case .encounters(let id): return "the encounters of Pokémon #\(id)"
    }
  }

  /// Whether the phrase takes "are".
  var isPlural: Bool {
    switch self {
    case .summaries(let ids): return ids.count > 1
    case .names, .encounters: return true
    default: return false
    }
  }
}
