import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A card the browser opened: the Pokémon's card as `show` prints it, the row it was
/// opened from (its header while it loads) and how far it is scrolled.
///
/// It owns no favorite and no screen: what the user asks of it that the browser must do
/// (save a favorite, take the card away) it says through `delegate` actions, which the
/// browser handles, as a TCA child tells its parent.
public struct BrowserCard: Reducer {
  /// Everything the card screen shows.
  public struct State: Equatable, Sendable {
    /// The card itself.
    public var detail: PokemonDetail.State
    /// The row the card was opened from.
    public var row: PokemonSummary
    /// The first line of the card on screen.
    public var scroll: Int
    /// The link selected (an ability, a type, an evolution item), if any; Enter opens it.
    public var link: Int?

    /// The card of `row`, at its top, loading with `detail`.
    public init(
      detail: PokemonDetail.State, row: PokemonSummary, scroll: Int = 0, link: Int? = nil
    ) {
      self.detail = detail
      self.row = row
      self.scroll = scroll
      self.link = link
    }

    /// The entries the loaded card leads to.
    public var links: [CardLink] { detail.pokemon.map(PokemonCardLinks.links(of:)) ?? [] }

    /// The Pokémon the card is about: the loaded one, or its row while it loads.
    public var pokemon: PokemonSummary { detail.pokemon?.summary ?? row }
  }

  /// What happened to the card.
  public enum Action: Equatable, Sendable {
    /// Something happened to the card itself.
    case detail(PokemonDetail.Action)
    /// The user pressed the favorite key on the card.
    case favoriteKeyPressed
    /// The user pressed a key that leaves the card.
    case backKeyPressed
    /// What the card tells the browser.
    case delegate(Delegate)
  }

  /// What the card tells the browser, which owns the favorites and the screens.
  public enum Delegate: Equatable, Sendable {
    /// The user toggled this Pokémon's favorite; the browser saves it.
    case favoriteToggled(PokemonSummary)
    /// The user wants to go back to where the card was opened from.
    case backRequested
  }

  /// The card's own reducer.
  public var detail: PokemonDetail

  /// A card that loads with `detail`.
  public init(detail: PokemonDetail) {
    self.detail = detail
  }

  /// Loads and updates the card; answers the favorite and back keys with a delegate
  /// action for the browser.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .detail(let action):
      return detail.reduce(into: &state.detail, action: action).map(Action.detail)
    case .favoriteKeyPressed:
      return .send(.delegate(.favoriteToggled(state.pokemon)))
    case .backKeyPressed:
      return .send(.delegate(.backRequested))
    case .delegate:
      return .none
    }
  }
}
