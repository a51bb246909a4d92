@testable import Domain
import Foundation
import PokedexTesting
@testable import Presentation

/// The browser's states every screen test draws, by name.
enum BrowserScreenSamples {
  static let failure = PokedexError.timedOut(url: "http://dex.test/api/v2/pokemon/31/")

  /// Sixty rows: the hand-written awkward ones first, then numbered ones.
  static let rows = SampleRows.mixed + SampleRows.numbered(8...60)

  static func list(
    _ rows: [PokemonSummary], status: LoadStatus<Page<PokemonSummary>>,
    selection: Int, top: Int
  ) -> Browser.State {
    var state = Browser.State(
      list: PokemonList.State(
        firstPage: PageRequest(offset: 0, limit: 30), rows: rows, totalCount: 1351,
        status: status),
      favorites: [6, 25])
    state.listCursor = Browser.Cursor(selection: selection, top: top)
    return state
  }

  static func card(_ status: LoadStatus<Pokemon>, scroll: Int = 0) -> Browser.State {
    var state = list(rows, status: .loaded(SampleRows.somePage), selection: 2, top: 0)
    state.path = [.card(BrowserCard.State(
      detail: PokemonDetail.State(query: .number(25), status: status, favorites: [6, 25]),
      row: SampleRows.pikachu, scroll: scroll))]
    return state
  }

  static func search(_ query: String, matches: [PokemonSummary], suggestions: [String] = [])
    -> Browser.State
  {
    var state = list(rows, status: .loaded(SampleRows.somePage), selection: 3, top: 0)
    let page = Page(items: matches, offset: 0, limit: 30, totalCount: matches.count)
    state.search = Browser.Search(
      query: query,
      results: PokemonSearch.State(
        terms: [query],
        list: PokemonList.State(
          firstPage: PageRequest(offset: 0, limit: 30), rows: matches,
          totalCount: matches.count, status: .loaded(page), favorites: [6, 25]),
        suggestions: suggestions))
    return state
  }

  static let all: [(name: String, state: Browser.State)] = base + sectionHelps

  /// The keys over each section's list other than the moves' (whose help is in `base`).
  static let sectionHelps: [(name: String, state: Browser.State)] =
    [BrowserSection.abilities, .items, .types, .natures, .favorites].map { section in
      var state = Self.section(section, sortIndex: 0)
      state.help = Browser.Help()
      return ("help-\(section.title.lowercased())", state)
    }

  static let base: [(name: String, state: Browser.State)] = [
    ("first-page-loading", Browser.State(list: PokemonList.State(status: .loading))),
    ("midway", list(rows, status: .loaded(SampleRows.somePage), selection: 20, top: 12)),
    ("loading-more", list(rows, status: .loading, selection: 59, top: 59)),
    ("failed-page", list(rows, status: .failed(failure), selection: 59, top: 59)),
    ("card-top", card(.loaded(SampleCards.pikachu))),
    ("card-scrolled", card(.loaded(SampleCards.pikachu), scroll: 12)),
    ("card-loading", card(.loading)),
    ("card-failed", card(.failed(failure))),
    ("search-results", search(
      "char", matches: [SampleRows.charizard, SampleRows.megaCharizardX])),
    ("search-none", search("pikachoo", matches: [], suggestions: ["pikachu", "pichu"])),
    // A key typed while the matches of the query before are on screen: they stay until
    // the new ones land, and the list never blanks.
    ("search-typing", {
      var state = search("pik", matches: [SampleRows.pikachu])
      state.search?.query = "pika"
      state.search?.isEditing = true
      state.search?.results?.terms = ["pika"]
      state.search?.results?.list.isStale = true
      state.search?.results?.list.status = .loading
      return state
    }()),
    // A query that cannot be read says why, with no offer to retry: typing mends it.
    ("search-unreadable", {
      var state = search("spx > 100", matches: [])
      state.search?.isEditing = true
      state.search?.results?.list.status = .failed(.badQuery(QueryError(
        .unknownStat("spx", suggestions: ["spa", "spd", "spe"]), in: "spx > 100")))
      return state
    }()),
    // Half a name typed: it names nothing yet, and retrying would not help either.
    ("search-names-nothing", {
      var state = search("type f", matches: [])
      state.search?.isEditing = true
      state.search?.results?.list.status = .failed(.noSuchChoice(
        noun: "type", given: "f", suggestions: ["fire", "fairy"], choices: []))
      return state
    }()),
    ("help", {
      var state = list(rows, status: .loaded(SampleRows.somePage), selection: 0, top: 0)
      state.help = Browser.Help()
      return state
    }()),
    ("pokemon-sorted-by-total", {
      var state = list(rows, status: .loaded(SampleRows.somePage), selection: 2, top: 0)
      state.pokemonSorts = PokemonSort.allCases
      state.pokemonSort = .total
      state.sortValues = Dictionary(
        uniqueKeysWithValues: rows.prefix(6).map { ($0.id, 300 + $0.id % 300) })
      return state
    }()),
    ("card-with-sprite", spriteCard(.loaded(SpriteChoice(
      sprite: SpriteFixtures.creature, variant: .standard, femaleMissing: false)))),
    ("card-sprite-on-its-way", spriteCard(.loading)),
    ("card-moves", {
      var state = card(.loaded(SampleCards.pikachu))
      state.sections = BrowserSection.everySample
      guard case .card(var card) = state.path[0] else { return state }
      card.inPlace = .moves(BrowserCard.Moves(status: .loaded(Learnset(
        game: SampleMoves.scarletViolet, games: [SampleMoves.redBlue, SampleMoves.scarletViolet],
        moves: [
          LearnedMove(move: summary(SampleMoves.thunderbolt), method: "machine", level: nil,
            machine: "tm126"),
          LearnedMove(move: summary(SampleMoves.swift), method: "level-up", level: 12,
            machine: nil),
        ]))))
      card.link = 1
      state.path = [.card(card)]
      return state
    }()),
    ("damage-asking", damageCheck(DamageCheck(
      attacker: SampleRows.pikachu, move: damagedMove, defender: "garcho"))),
    ("damage-worked-out", damageCheck(DamageCheck(
      attacker: SampleRows.pikachu, move: damagedMove, defender: "heatran", isAsking: false,
      status: .loaded(DamageScreenTests.sheet)))),
    ("card-battle", battleCard(.loaded(SpeedTiers(
      pokemon: SampleCards.pikachu, level: 100,
      rivals: [
        RosterExamples.member(6, "Charizard", speed: 100),
        RosterExamples.member(26, "Raichu", speed: 110),
        RosterExamples.member(143, "Snorlax", speed: 30),
      ])))),
    ("card-battle-without-built-in-data", battleCard(.idle)),
    ("favorites-team", {
      var state = section(.favorites, sortIndex: 0)
      state.path = [.team(FavoritesTeam(
        members: [SampleRows.pikachu], offset: 0, total: 1,
        status: .loaded(BrowserTeamReducerTests.sheet)))]
      return state
    }()),
    ("ability-card", entry(.ability, ReferenceCardContent(SampleAbilities.staticAbility), "Static")),
    ("item-card", entry(.item, ReferenceCardContent(ItemCardRendererTests.waterStone), "Water Stone")),
    ("type-card", entry(
      .type,
      ReferenceCardContent(
        BrowsedType(matchups: TypeRenderingTests.fire, pokemon: [SampleRows.charizard])),
      "Fire")),
    ("nature-card", entry(.nature, ReferenceCardContent(NatureRendererTests.natures[1]), "Modest")),
    ("help-pokemon-card", {
      var state = spriteCard(.idle)
      state.pokemonSorts = PokemonSort.allCases
      state.help = Browser.Help()
      return state
    }()),
    ("help-move-card", {
      var state = entry(.move, moveCard.status.value ?? ReferenceCardContent(NatureRendererTests.natures[0]),
        "Thunderbolt")
      state.help = Browser.Help()
      return state
    }()),
    ("moves-section", section(.moves, sortIndex: 0)),
    ("moves-sorted-by-power", section(.moves, sortIndex: 2)),
    // A move query that cannot be read says why, with no offer to retry: typing mends it.
    ("moves-unreadable", {
      var state = section(.moves, sortIndex: 0)
      state.references[.moves]?.query = "pwr > 1"
      state.references[.moves]?.isEditing = true
      state.references[.moves]?.status = .failed(.badQuery(QueryError(
        .unknownField("pwr", suggestions: [], fields: ["power", "accuracy", "pp"]), in: "pwr > 1")))
      return state
    }()),
    // A sort term in the filter orders the list: the heading marks its column (▲, turned
    // round) and the line names it, not the order `s` chose.
    ("moves-sorted-by-the-filter", {
      var state = section(.moves, sortIndex: 0)
      state.references[.moves]?.query = "electric | water, sort -power"
      return state
    }()),
    ("natures-section", section(.natures, sortIndex: 0)),
    // A natures filter is words, not a query: "sort" is one of them and orders nothing.
    ("natures-filtered-by-words", {
      var state = section(.natures, sortIndex: 1)
      state.references[.natures]?.query = "sort speed"
      return state
    }()),
    ("abilities-section", section(.abilities, sortIndex: 2)),
    ("items-section", section(.items, sortIndex: 0)),
    ("types-section", section(.types, sortIndex: 0)),
    ("favorites-none-yet", {
      var state = section(.favorites, sortIndex: 0)
      state.references[.favorites]?.rows = []
      state.references[.favorites]?.totalCount = 0
      return state
    }()),
    ("move-card-link-selected", {
      var state = section(.moves, sortIndex: 0)
      state.path = [.entry(moveCard)]
      return state
    }()),
    ("card-stack", {
      var state = section(.moves, sortIndex: 0)
      let pikachu = card(.loaded(SampleCards.pikachu)).path
      state.path = [.entry(moveCard)] + pikachu
      return state
    }()),
    ("help-moves", {
      var state = section(.moves, sortIndex: 0)
      state.help = Browser.Help()
      return state
    }()),
  ]

  /// A move as a learnset lists it.
  static func summary(_ move: Move) -> MoveSummary {
    MoveSummary(
      id: move.id, name: move.name, displayName: move.displayName, type: move.type,
      damageClass: move.damageClass, power: move.power, accuracy: move.accuracy, pp: move.pp)
  }

  /// Pikachu's card with every section shown, its sprite `sprite`.
  static func spriteCard(_ sprite: LoadStatus<SpriteChoice>) -> Browser.State {
    var state = card(.loaded(SampleCards.pikachu))
    state.sections = BrowserSection.everySample
    state.path = [.card(BrowserCard.State(
      detail: PokemonDetail.State(
        query: .number(25), status: .loaded(SampleCards.pikachu), favorites: [6, 25],
        sprite: sprite),
      row: SampleRows.pikachu))]
    return state
  }

  /// Pikachu's card showing its battle figures (`b`), its Speed tier `speed`.
  /// The move a damage check weighs: the one selected on Pikachu's card of moves.
  static let damagedMove = CardLink(
    kind: .move, query: .number(85), displayName: "Thunderbolt", note: nil, group: "Machines")

  /// `check` over Pikachu's card.
  static func damageCheck(_ check: DamageCheck) -> Browser.State {
    var state = card(.loaded(SampleCards.pikachu))
    state.path.append(.damage(check))
    return state
  }

  static func battleCard(_ speed: LoadStatus<SpeedTiers>) -> Browser.State {
    var state = card(.loaded(SampleCards.pikachu))
    state.sections = BrowserSection.everySample
    guard case .card(var card) = state.path[0] else { return state }
    card.inPlace = .battle(speed)
    state.path = [.card(card)]
    return state
  }

  /// The card of an entry of `kind`, loaded with `content`, over its section's list.
  static func entry(_ kind: EntryKind, _ content: ReferenceCardContent, _ name: String)
    -> Browser.State
  {
    let section = BrowserSection.everySample.first { $0.kind == kind && $0 != .favorites } ?? .moves
    var state = Self.section(section, sortIndex: 0)
    var card = ReferenceCard.State(kind: kind, query: .number(1), displayName: name)
    card.status = .loaded(content)
    state.path = [.entry(card)]
    return state
  }

  /// The browser on `section`, every section shown, with a few rows.
  static func section(_ section: BrowserSection, sortIndex: Int) -> Browser.State {
    var state = Browser.State(list: PokemonList.State(), sections: BrowserSection.everySample)
    state.section = section
    var list = ReferenceList.State(section: section)
    list.sortIndex = sortIndex
    list.rows = switch section {
    case .natures: natureRows
    case .abilities: abilityRows
    case .items: itemRows
    case .types: typeRows
    default: moveRows
    }
    list.totalCount = list.rows.count
    list.status = .loaded(0)
    list.cursor = Browser.Cursor(selection: 1, top: 0)
    list.visibleRows = 21
    state.references[section] = list
    return state
  }

  static let moveRows = [
    ReferenceRow(kind: .move, id: 85, name: "thunderbolt", displayName: "Thunderbolt",
      types: [.electric], cells: [.types([.electric]), .text("special"), .number(90), .text("100%"), .number(15)]),
    ReferenceRow(kind: .move, id: 57, name: "surf", displayName: "Surf",
      types: [.water], cells: [.types([.water]), .text("special"), .number(90), .text("100%"), .number(15)]),
    ReferenceRow(kind: .move, id: 14, name: "swords-dance", displayName: "Swords Dance",
      types: [.normal], cells: [.types([.normal]), .text("status"), .number(nil), .text("—"), .number(20)]),
  ]

  static let abilityRows = [
    ReferenceRow(kind: .ability, id: 9, name: "static", displayName: "Static",
      cells: [.number(3), .number(38), .text("Has a 30% chance of paralyzing attacking Pokémon on contact.")]),
    ReferenceRow(kind: .ability, id: 31, name: "lightning-rod", displayName: "Lightning Rod",
      cells: [.number(3), .number(27), .text("Redirects single-target Electric moves to this Pokémon.")]),
  ]

  static let itemRows = [
    ReferenceRow(kind: .item, id: 84, name: "water-stone", displayName: "Water Stone",
      cells: [.text("Evolution"), .number(3000), .text("Evolves a Pokémon.")]),
    ReferenceRow(kind: .item, id: 132, name: "oran-berry", displayName: "Oran Berry",
      cells: [.text("Healing"), .number(nil), .text("Restores 10 HP when the holder is at 1/2 HP or less.")]),
  ]

  static let typeRows = [
    ReferenceRow(kind: .type, id: 2, name: "fire", displayName: "Fire", types: [.fire],
      cells: [.names([.grass, .ice, .bug, .steel])]),
    ReferenceRow(kind: .type, id: 3, name: "water", displayName: "Water", types: [.water],
      cells: [.names([.fire, .ground, .rock])]),
  ]

  static let natureRows = [
    ReferenceRow(kind: .nature, id: 2, name: "bold", displayName: "Bold",
      cells: [.text("Defense"), .text("Attack"), .text("likes Sour, not Spicy")]),
    ReferenceRow(kind: .nature, id: 1, name: "hardy", displayName: "Hardy",
      cells: [.text("—"), .text("—"), .text("neutral")]),
  ]

  static let moveCard: ReferenceCard.State = {
    var card = ReferenceCard.State(kind: .move, query: .number(85), displayName: "Thunderbolt")
    card.status = .loaded(ReferenceCardContent(BrowsedMove(
      move: SampleMoves.thunderbolt, learners: MoveLearners(
      game: SampleMoves.scarletViolet, games: [SampleMoves.scarletViolet],
      learners: [
        MoveLearner(pokemonID: 25, pokemon: "pikachu", displayName: "Pikachu",
          method: "machine", level: nil, machine: "tm126"),
        MoveLearner(pokemonID: 26, pokemon: "raichu", displayName: "Raichu",
          method: "level-up", level: 1, machine: nil),
      ]))))
    card.link = 0
    card.scroll = 8
    return card
  }()

  static let sizes = [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12),
    TerminalSize(columns: 120, rows: 40),
  ]
}

extension BrowserSection {
  /// The sections as the app gives them to the browser (`ShownKinds.browserSections`,
  /// which `ShownKindsTests` holds to this order).
  static let everySample: [BrowserSection] = [
    .pokemon, .moves, .abilities, .items, .types, .natures, .favorites,
  ]
}
