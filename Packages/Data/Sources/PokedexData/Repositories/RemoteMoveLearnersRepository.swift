import Domain
/// Who learns a move, from PokeAPI itself: the `move` document names every Pokémon that
/// learns it in some game (`learned_by_pokemon`), and each of those costs its `pokemon`
/// document, whose `moves` say in which games, how and at which level; a machine row costs
/// the `machine` document that names its TM in the chosen game. Every document once, at
/// most `maxConcurrentRequests` at a time: about a request per learner (Thunderbolt's 356),
/// so the answer is cached (`CachedMoveLearnersRepository`).
///
/// Over the network a learner is named from its slug (`Raichu Alola`): the names of forms
/// would cost each one's species and form documents besides.
public struct RemoteMoveLearnersRepository: MoveLearnersRepository {
  let reader: PokeAPIReader
  var loader: DocumentLoader { reader.loader }
  var endpoints: PokeAPIEndpoints { reader.endpoints }

  public init(reader: PokeAPIReader) {
    self.reader = reader
  }

  public func learners(of move: EntryQuery, game: String?, method: String?) async throws
    -> MoveLearners
  {
    let document: IdentifiedMoveDTO
    do {
      document = try await loader.load(
        IdentifiedMoveDTO.self, from: endpoints.document(.move, move.pathComponent))
    } catch PokedexError.notFound {
      throw PokedexError.entryNotFound(.move, move, suggestions: [])
    }
    let ways = try await everyWay(document, method: method)
    var groups: [String: GameGroup] = [:]
    for way in ways { groups[way.group.slug] = way.group }
    let learned = groups.values.sorted()
    guard
      let chosen = try await RemoteGameChoice(loader: loader, endpoints: endpoints)
        .choose(game, among: learned)
    else {
      return MoveLearners(game: nil, games: learned, learners: [])
    }
    let machine = try await machineItem(of: document, in: chosen)
    let learners = ways.filter { $0.group == chosen }
      .sorted { ($0.pokemonID, $0.methodOrder, $0.level ?? 0) < ($1.pokemonID, $1.methodOrder, $1.level ?? 0) }
      .map { way in
        MoveLearner(
          pokemonID: way.pokemonID, pokemon: way.pokemon,
          displayName: DisplayName.titleCased(way.pokemon), method: way.method,
          level: way.level, machine: way.method == "machine" ? machine : nil)
      }
    return MoveLearners(game: chosen, games: learned, learners: removingRepeats(learners))
  }

  /// One way one Pokémon learns the move in one group.
  private struct Way: Sendable {
    let pokemonID: Int
    let pokemon: String
    let group: GameGroup
    let method: String
    /// The method's id, to order the ways as the database does.
    let methodOrder: Int
    let level: Int?
  }

  /// Every way every learner learns the move (only by `method`, when given), from the
  /// learners' `pokemon` documents. A learner whose document does not list the move adds
  /// nothing. Each document is boiled down to its ways as soon as it arrives, so no more
  /// than the requests in flight are held whole (Protect has over 1,000 learners).
  private func everyWay(_ document: IdentifiedMoveDTO, method: String?) async throws -> [Way] {
    let links = (document.move.learnedByPokemon ?? []).compactMap { link in
      link.linkedID.map { (id: $0, slug: SafeText.clean(link.name)) }
    }
    let moveID = document.id
    let moveName = document.move.name
    let ways = try await OrderedConcurrency.map(links) { [loader, endpoints] link in
      // Many documents no other part reads: not kept, so the move's and its machines'
      // stay for the machine row.
      let url = endpoints.document(.pokemon, link.id)
      let pokemon = try await loader.load(PokemonMovesDTO.self, from: url, remembering: false)
      return Self.ways(of: link, in: pokemon, move: (moveID, moveName), method: method)
    }
    return ways.flatMap { $0 }
  }

  /// The ways `pokemon` (the learner `link` names) learns the move.
  private static func ways(
    of link: (id: Int, slug: String), in pokemon: PokemonMovesDTO, move: (id: Int, name: String),
    method: String?
  ) -> [Way] {
    let entries = (pokemon.moves ?? []).filter {
      $0.move.linkedID == move.id || $0.move.name == move.name
    }
    return entries.flatMap(\.versionGroupDetails).compactMap { detail -> Way? in
      let learnedBy = SafeText.clean(detail.moveLearnMethod.name)
      guard method == nil || learnedBy == method else { return nil }
      return Way(
        pokemonID: link.id, pokemon: link.slug,
        group: RemoteGameChoice.group(detail.versionGroup), method: learnedBy,
        methodOrder: detail.moveLearnMethod.linkedID ?? Int.max,
        level: learnedBy == "level-up" ? detail.levelLearnedAt : nil)
    }
  }

  /// The item slug (`tm126`) of the machine that teaches the move in `group`, if any.
  private func machineItem(of document: IdentifiedMoveDTO, in group: GameGroup) async throws
    -> String?
  {
    guard
      let id = document.move.machines?.first(where: { $0.versionGroup?.name == group.slug })?
        .machine.id
    else { return nil }
    let machine = try await loader.load(MachineDTO.self, from: endpoints.document(.machine, id))
    return SafeText.clean(machine.item.name)
  }

  /// `learners` without a row listed twice (PokeAPI repeats some details).
  private func removingRepeats(_ learners: [MoveLearner]) -> [MoveLearner] {
    var seen: Set<MoveLearner> = []
    return learners.filter { seen.insert($0).inserted }
  }
}
