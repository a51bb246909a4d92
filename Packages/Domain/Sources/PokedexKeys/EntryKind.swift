/// The kinds of entry the Pokédex holds, so that what every kind shares is said once: how a
/// missing one is reported (`PokedexError.entryNotFound`), what the cache lacks
/// (`CacheSubject.entry`) and which command shows one (`Hint.entry`).
///
/// A new kind of entry is a new case here, named for the PokeAPI resource that lists it
/// (`move`); the app's registry of kinds (`ShownKinds.all`) then names its commands.
public enum EntryKind: String, Codable, Hashable, Sendable, CaseIterable {
  /// A Pokémon or one of its forms.
  case pokemon
  /// A move: Thunderbolt, Surf.
  case move
  /// An ability: Static, Levitate.
  case ability
  /// An item, berries included: Water Stone, Leftovers, Oran Berry.
  case item
  /// A type: Fire, Water.
  case type
  /// A nature: Bold, Timid.
  case nature
  /// A place of the games' world: Route 4, Mt. Coronet.
  case location

  /// The noun a sentence uses for one entry: `Pokémon`.
  public var noun: String {
    switch self {
    case .pokemon: return "Pokémon"
    case .move: return "move"
    case .ability: return "ability"
    case .nature: return "nature"
    case .item: return "item"
    case .type: return "type"
    case .location: return "location"
    }
  }

  /// The article a sentence puts before the noun: `a` move, `an` ability.
  public var article: String {
    switch self {
    case .pokemon, .move, .type, .nature, .location: return "a"
    case .ability, .item: return "an"
    }
  }

  /// How entries of this kind are numbered, for a number that names none; `nil` when a
  /// kind's numbers need no explaining.
  public var numbering: String? {
    switch self {
    case .pokemon: return "national numbers run from 1, forms from 10001"
    case .move: return "move numbers run from 1, Shadow moves from 10001"
    case .ability: return "ability numbers run from 1, those outside the main games from 10001"
    case .type, .nature, .item, .location: return nil
    }
  }
}
