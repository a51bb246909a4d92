/// `pokecli where`: where a Pokémon is met in the wild, game by game, and, in the games it
/// is met in nowhere, where the earlier stages of its family are.
public struct FindEncounters: Sendable {
  let pokemon: @Sendable (EntryQuery) async throws -> Pokemon
  let encounters: any EncounterRepository
  let games: (any GameCatalog)?

  /// - Parameters:
  ///   - pokemon: the Pokémon a query names, with its evolution family and its regional
  ///     numbers.
  ///   - encounters: every Pokémon's encounters.
  ///   - games: the game groups with their Pokédexes, which say where an earlier stage
  ///     cannot be evolved into the Pokémon (`GameGroup.isMissing`); `nil` to count only
  ///     generations.
  public init(
    pokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon,
    encounters: any EncounterRepository, games: (any GameCatalog)? = nil
  ) {
    self.pokemon = pokemon
    self.encounters = encounters
    self.games = games
  }

  /// The encounters of the Pokémon `query` names, in the game `game` names (a game's
  /// slug or its group's) or in every game; and, for the games it is met in nowhere,
  /// where the earlier stages of its family are, nearest first, each stage in the games
  /// no nearer one answers (Garchomp: Gible in Diamond, where Garchomp is not met), and
  /// only in games of the Pokémon's generation or later that can hold it (not Eevee in
  /// Let's Go for Sylveon, whom that game's Pokédex lacks).
  /// - Throws: `PokedexError` for an unknown name, with the nearest ones.
  public func callAsFunction(_ query: EntryQuery, game: String?) async throws -> Whereabouts {
    try await callAsFunction(try await pokemon(query), game: game)
  }

  /// The same of `pokemon`, already loaded (`show --where`, whose card has it): its
  /// family is walked without reading it again.
  public func callAsFunction(_ pokemon: Pokemon, game: String?) async throws -> Whereabouts {
    let own = try await encounters(of: pokemon.summary.id, in: game)
    var whereabouts = Whereabouts(
      pokemon: pokemon.summary, game: game, games: EncounterGrouping.grouped(own))
    // The walk starts from a species' default form: an alternate form (Alolan Raichu, a
    // Gigantamax) is not walked back, since what it evolves from may depend on the region
    // it evolves in, or it may evolve from nothing.
    guard let family = pokemon.evolution, pokemon.summary.id == pokemon.summary.speciesID
    else { return whereabouts }
    // The games of its grouped sections: each once, where its rows name them thousands of
    // times (Magikarp: 4,223 rows in 36 games).
    var answered = Set(whereabouts.games.flatMap { $0.games.map(\.slug) })
    // Read once, and only when a stage is met in a game bound to its Pokédexes.
    var pokedexes: [String: [String]]?
    for (stage, form) in Self.stages(before: pokemon.summary.speciesID, in: family) {
      // A stage that evolves toward it only as one of its forms is that form's
      // encounters (Galarian Linoone's for Obstagoon, not Linoone's); one whose form
      // cannot be read is left out rather than answered with another form's.
      var species = NamedSlug(slug: stage.speciesName, displayName: stage.displayName)
      var read = stage.speciesID
      if let form {
        guard let loaded = try? await self.pokemon(.name(form)) else { continue }
        species = NamedSlug(slug: loaded.summary.name, displayName: loaded.summary.displayName)
        read = loaded.summary.id
      }
      // Only games the Pokémon was in: Eevee in Red is no way to a Sylveon, nor Eevee in
      // Let's Go.
      var theirs = try await encounters(of: read, in: game)
        .filter { !answered.contains($0.game.slug) && !Self.predates(pokemon, $0) }
      if theirs.contains(where: { GameGroup.isPokedexBound($0.group) }) {
        if pokedexes == nil { pokedexes = await self.pokedexes() }
        let known = pokedexes ?? [:]
        theirs.removeAll { GameGroup.isMissing(pokemon, fromGroup: $0.group, pokedexes: known) }
      }
      guard !theirs.isEmpty else { continue }
      answered.formUnion(theirs.map(\.game.slug))
      whereabouts.earlierStages.append(
        EarlierStage(species: species, games: EncounterGrouping.grouped(theirs)))
    }
    return whereabouts
  }

  private func encounters(of pokemon: Int, in game: String?) async throws -> [Encounter] {
    try await encounters.encounters(ofPokemon: pokemon, inGame: game)
  }

  /// Every game group's Pokédexes, by the group's slug; none without a catalog, or when
  /// the catalog cannot be read (another API, offline, before its games were cached):
  /// the check only narrows the answer, which is then given as if unchecked rather than
  /// not at all.
  private func pokedexes() async -> [String: [String]] {
    guard let games, let groups = try? await games.groups() else { return [:] }
    return Dictionary(groups.map { ($0.slug, $0.pokedexes) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether `encounter`'s game came before `pokemon`'s generation; `false` when either
  /// is not known.
  static func predates(_ pokemon: Pokemon, _ encounter: Encounter) -> Bool {
    guard let came = pokemon.generation, let generation = encounter.generation else { return false }
    return generation < came
  }

  /// The stages that lead to `species` in `family`, nearest first (Pikachu, then Pichu,
  /// for Raichu), each with the form of it that evolves toward `species`: `nil` for any
  /// form, else the form's name as the family's ways to evolve give it ("Galarian
  /// Linoone" before Obstagoon, then "Galarian Zigzagoon"). Empty for the first stage or
  /// a species not in it.
  static func stages(
    before species: Int, in family: EvolutionNode
  ) -> [(stage: EvolutionNode, form: String?)] {
    let path = self.path(to: species, in: family)
    var stages: [(stage: EvolutionNode, form: String?)] = []
    // The form the stage after evolves into: the Pokémon's own, its default, first.
    var evolvedForm: String?
    for (stage, next) in zip(path.dropLast(), path.dropFirst()).reversed() {
      // The ways into that form; when all of them start from one form, that is the one.
      let bases = Set(next.requirements.filter { $0.evolvedForm == evolvedForm }.map(\.baseForm))
      let form = bases.count == 1 ? bases.first ?? nil : nil
      stages.append((stage, form))
      evolvedForm = form
    }
    return stages
  }

  /// The nodes from `family`'s first stage down to `species`; empty when it is not in it.
  static func path(to species: Int, in family: EvolutionNode) -> [EvolutionNode] {
    if family.speciesID == species { return [family] }
    for child in family.evolvesTo {
      let below = path(to: species, in: child)
      if !below.isEmpty { return [family] + below }
    }
    return []
  }
}

/// What `pokecli where` answers.
public struct Whereabouts: Codable, Hashable, Sendable {
  public var pokemon: PokemonSummary
  /// The game asked for (a game's or a group's slug); `nil` for every game.
  public var game: String?
  /// Where it is met, by games that answer alike; empty when nowhere.
  public var games: [EncounterGames]
  /// In the games it is met in nowhere: the earlier stages of its family that are, nearest
  /// first, each in the games no nearer stage answers. Empty when none is.
  public var earlierStages: [EarlierStage]

  public init(
    pokemon: PokemonSummary, game: String?, games: [EncounterGames],
    earlierStages: [EarlierStage] = []
  ) {
    self.pokemon = pokemon
    self.game = game
    self.games = games
    self.earlierStages = earlierStages
  }
}

/// An earlier stage of a Pokémon's family and where it is met: evolve it to get the
/// Pokémon.
public struct EarlierStage: Codable, Hashable, Sendable {
  public var species: NamedSlug
  public var games: [EncounterGames]
}
