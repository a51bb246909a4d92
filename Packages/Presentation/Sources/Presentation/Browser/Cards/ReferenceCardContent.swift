import Domain
/// What a kind's card in the browser shows: its title, its body (the kind's own card
/// sections, as its command prints them) and the entries it leads to. A kind declares
/// its card in its file in `Kinds/` (`extension Ability: BrowsedCard`), so the browser's
/// card screen is written once, over this protocol.
public protocol BrowsedCard: Equatable, Sendable {
  /// The name in the card's header.
  func title(theme: Theme) -> String
  /// The card's lines above its links, wrapped to `width`.
  func body(theme: Theme, width: Int) -> [String]
  /// The entries the card opens, in the order it lists them, with a heading for each run.
  var links: [CardLink] { get }
  /// The heading shown for a run of links (`group`, unless the card says more).
  func heading(ofLinks group: String, theme: Theme) -> String
}

extension BrowsedCard {
  public func heading(ofLinks group: String, theme: Theme) -> String { group }

  /// Whether `other` is this same card.
  func isSame(as other: any BrowsedCard) -> Bool { (other as? Self) == self }
}

/// A loaded card of the browser, of any kind.
public struct ReferenceCardContent: Equatable, Sendable {
  /// The kind's card.
  public let card: any BrowsedCard

  public init(_ card: some BrowsedCard) {
    self.card = card
  }

  /// The entries the card opens.
  public var links: [CardLink] { card.links }

  public static func == (lhs: ReferenceCardContent, rhs: ReferenceCardContent) -> Bool {
    lhs.card.isSame(as: rhs.card)
  }
}

// MARK: - The cards of the kinds with no file in `Kinds/`

/// A type's card: its matchups and the Pokémon of that type.
public struct BrowsedType: BrowsedCard {
  public var matchups: TypeMatchups
  public var pokemon: [PokemonSummary]

  public init(matchups: TypeMatchups, pokemon: [PokemonSummary]) {
    self.matchups = matchups
    self.pokemon = pokemon
  }

  public func title(theme: Theme) -> String {
    matchups.types.map { theme.name(of: $0) }.joined(separator: "/")
  }

  public func body(theme: Theme, width: Int) -> [String] {
    TypeCardRenderer.card(matchups, theme: theme, width: width)
  }

  public var links: [CardLink] {
    ReferenceCardContent.matchupLinks(matchups) + pokemon.map {
      CardLink(
        kind: .pokemon, query: .number($0.id), displayName: $0.displayName, note: nil,
        group: "Pokémon")
    }
  }
}

extension Nature: BrowsedCard {
  public func title(theme: Theme) -> String { displayName }

  public func body(theme: Theme, width: Int) -> [String] {
    NatureRenderer.card(self, theme: theme, width: width)
  }

  /// A nature leads nowhere.
  public var links: [CardLink] { [] }
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
        notes.append("takes \(MultiplierText.text(percent: hit))")
      }
      if let taken = chart.factor(other, against: type), taken != 100 {
        notes.append("deals \(MultiplierText.text(percent: taken))")
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
}
