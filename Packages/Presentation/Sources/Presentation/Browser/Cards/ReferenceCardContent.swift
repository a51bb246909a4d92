import Domain
/// Everything a card of a move, an ability, an item, a type or a nature shows in the
/// browser: the entry as its command prints it, and the entries it leads to.
public enum ReferenceCardContent: Equatable, Sendable {
  /// A move and the Pokémon that learn it in the newest game any does.
  case move(Move, learners: MoveLearners)
  /// An ability (its holders are in it).
  case ability(Ability)
  /// An item (the Pokémon that hold it and those it evolves are in it).
  case item(Item)
  /// A type's matchups and the Pokémon of that type.
  case type(TypeMatchups, pokemon: [PokemonSummary])
  /// A nature.
  case nature(Nature)

  /// The entries the card opens, in the order it lists them, with a heading for each run.
  public var links: [CardLink] {
    switch self {
    case .move(_, let learners):
      return learners.byPokemon.compactMap { ways in
        guard let first = ways.first else { return nil }
        return CardLink(
          kind: .pokemon, query: .number(first.pokemonID), displayName: first.displayName,
          note: ways.map(MoveLearnersRenderer.how).joined(separator: ", "),
          group: "Learned by")
      }
    case .ability(let ability):
      return ability.holders.map {
        CardLink(
          kind: .pokemon, query: .number($0.id), displayName: $0.displayName,
          note: $0.isHidden ? "hidden" : nil, group: "Pokémon with it")
      }
    case .item(let item):
      let evolutions = item.evolutions.map {
        CardLink(
          kind: .pokemon, query: .name($0.into), displayName: DisplayName.titleCased($0.into),
          note: "from " + DisplayName.titleCased($0.from), group: "Evolves")
      }
      let holders = item.heldBy.map {
        CardLink(
          kind: .pokemon, query: .number($0.pokemonID), displayName: $0.displayName, note: nil,
          group: "Held in the wild by")
      }
      return evolutions + holders
    case .type(let matchups, let pokemon):
      return Self.matchupLinks(matchups) + pokemon.map {
        CardLink(
          kind: .pokemon, query: .number($0.id), displayName: $0.displayName, note: nil,
          group: "Pokémon")
      }
    case .nature:
      return []
    }
  }
}

extension ReferenceCardContent {
  /// The types that take more or less than ×1 from the type's moves, or deal it to the
  /// type, in chart order: "Water  takes ×½, deals ×2".
  static func matchupLinks(_ matchups: TypeMatchups) -> [CardLink] {
    guard matchups.types.count == 1, let type = matchups.types.first else { return [] }
    let chart = matchups.chart
    return chart.types.compactMap { other in
      var notes: [String] = []
      if let hit = chart.factor(type, against: other), hit != 100 {
        notes.append("takes \(TypeWords.factor(hit))")
      }
      if let taken = chart.factor(other, against: type), taken != 100 {
        notes.append("deals \(TypeWords.factor(taken))")
      }
      guard !notes.isEmpty else { return nil }
      return CardLink(
        kind: .type, query: .name(other.slug), displayName: other.displayName,
        note: notes.joined(separator: ", "), group: "Matchups")
    }
  }
}

/// An entry a card leads to, which Enter opens.
public struct CardLink: Hashable, Sendable {
  /// What it is.
  public var kind: EntryKind
  /// How to load it.
  public var query: EntryQuery
  /// Its name as shown.
  public var displayName: String
  /// A few words after the name: how a move is learned, "hidden".
  public var note: String?
  /// The heading of the run of links it is in.
  public var group: String

  public init(
    kind: EntryKind, query: EntryQuery, displayName: String, note: String?, group: String
  ) {
    self.kind = kind
    self.query = query
    self.displayName = displayName
    self.note = note
    self.group = group
  }
}
