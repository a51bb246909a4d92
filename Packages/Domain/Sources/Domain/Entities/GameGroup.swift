/// Games that share their data, as PokeAPI groups them (a version group): Red and Blue
/// are `red-blue`, Scarlet and Violet `scarlet-violet`. Moves, learnsets and move texts
/// are given per group, Pokédex entries per game.
public struct GameGroup: Codable, Hashable, Sendable, Comparable {
  /// PokeAPI's slug, such as `"scarlet-violet"`.
  public var slug: String
  /// The group's place in release order (PokeAPI's `order`); 0 when not known.
  public var order: Int
  /// The slugs of its games, such as `["scarlet", "violet"]`; empty when not known.
  public var versions: [String]
  /// The generation its games belong to, from 1; `nil` when not known (a link names
  /// none). A Pokémon's past types, stats and abilities are given per generation.
  public var generation: Int?
  /// The slugs of its games' Pokédexes (`["paldea", "kitakami", "blueberry"]`), which say
  /// how many Pokémon its games hold; empty when not known.
  public var pokedexes: [String]
  /// The slugs of the regions its games take place in (`["kanto", "johto"]` for Gold and
  /// Silver), which say which ways to evolve there are (an Alolan Raichu only in Alola);
  /// empty when not known.
  public var regions: [String]

  public init(
    slug: String, order: Int, versions: [String] = [], generation: Int? = nil,
    pokedexes: [String] = [], regions: [String] = []
  ) {
    self.slug = slug
    self.order = order
    self.versions = versions
    self.generation = generation
    self.pokedexes = pokedexes
    self.regions = regions
  }

  /// Whether this group's games came before `generation`, so that what it introduced
  /// (a species, a form, a move, an ability) did not exist yet in them; `false` when
  /// either generation is not known. The one rule for "not yet in this game".
  public func predates(generation introduced: Int?) -> Bool {
    guard let introduced, let generation else { return false }
    return introduced > generation
  }

  /// Whether `name` (a game's slug or the group's own) names this group.
  public func isNamed(_ name: String) -> Bool {
    name == slug || versions.contains(name)
  }

  /// Older groups first; groups of the same order by slug.
  public static func < (lhs: GameGroup, rhs: GameGroup) -> Bool {
    (lhs.order, lhs.slug) < (rhs.order, rhs.slug)
  }
}

extension GameGroup {
  /// Every name `--game` takes among `groups` as they are ordered: each game's slug
  /// (`red`, `scarlet`), then each group's that is not also a game's (`red-blue`).
  public static func slugs(of groups: [GameGroup]) -> [String] {
    let games = groups.flatMap(\.versions)
    let named = Set(games)
    return games + groups.map(\.slug).filter { !named.contains($0) }
  }

  /// The group chosen for a user who names none (a learnset, who learns a move, browse):
  /// the newest of `groups` in which `counts` has the slug of, else the newest of all.
  /// `counts` is where a Pokémon learns moves by level-up, or where a move is learned one
  /// of the main ways: Champions, whose only way is `train`, is not chosen while a game
  /// where moves are learned is there. Newest is by `order`, which must be release order.
  public static func chosenByDefault(
    among groups: [GameGroup], counting counts: Set<String>
  ) -> GameGroup? {
    let newestFirst = groups.sorted().reversed()
    return newestFirst.first { counts.contains($0.slug) } ?? newestFirst.first
  }
}

extension GameGroup {
  /// The group that stands for `generation` where a generation is named rather than a game
  /// (`show clefairy --generation 1`): of its groups among `groups`, the one whose
  /// Pokédexes hold the most Pokémon (`sizes`, by the group's slug), the newest of those
  /// tied; `nil` when no group is of that generation.
  ///
  /// That is each generation's fullest game: Yellow, Crystal, Emerald, HeartGold and
  /// SoulSilver, Black 2 and White 2, X and Y, Ultra Sun and Ultra Moon, Sword and Shield,
  /// Scarlet and Violet; never a smaller game that came after it (Let's Go, Legends:
  /// Arceus, Champions), whose learnsets and Pokédex entries leave most Pokémon out.
  public static func standing(
    for generation: Int, among groups: [GameGroup], sizes: [String: Int]
  ) -> GameGroup? {
    groups.filter { $0.generation == generation }
      .max { (sizes[$0.slug] ?? 0, $0) < (sizes[$1.slug] ?? 0, $1) }
  }
}
