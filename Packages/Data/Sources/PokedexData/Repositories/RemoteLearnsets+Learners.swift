import Domain
/// Who learns a move, from PokeAPI itself (`RemoteLearnsets`): the `move` document names
/// every Pokémon that learns it in some game (`learned_by_pokemon`), and each of those
/// costs its `pokemon` document, whose `moves` say in which games, how and at which level;
/// a machine row costs the `machine` document that names its TM in the chosen game. Every
/// document once, at most `maxConcurrentRequests` at a time: about a request per learner
/// (Thunderbolt's 356), so the answer is cached (`CachedMoveLearnersRepository`).
///
/// Over the network a learner is named from its slug (`Raichu Alola`): the names of forms
/// would cost each one's species and form documents besides.
extension RemoteLearnsets {
  public func learners(of move: EntryQuery, game: String?, method: String?) async throws
    -> MoveLearners
  {
    let document = try await reader.entryDocument(MoveDTO.self, of: .move, kind: .move, move)
    let ways = try await everyWay(document, method: method)
    let learned = LearnWay.groups(of: ways.map(\.way))
    let byMainWays = Set(
      ways.filter { LearnedMove.mainMethods.contains($0.way.method) }.map(\.way.group.slug))
    guard let chosen = try await reader.group(game, among: learned, counting: byMainWays, games: games) else {
      return MoveLearners(game: nil, games: learned, learners: [])
    }
    let machine = try await reader.machineItem(teaching: document.document, in: chosen)
    let learners = ways.filter { $0.way.group == chosen }
      .sorted { ($0.pokemonID, $0.way.methodOrder, $0.way.level ?? 0)
        < ($1.pokemonID, $1.way.methodOrder, $1.way.level ?? 0) }
      .map { learner in
        MoveLearner(
          pokemonID: learner.pokemonID, pokemon: learner.pokemon,
          displayName: DisplayName.titleCased(learner.pokemon), method: learner.way.method,
          level: learner.way.level, machine: learner.way.method == "machine" ? machine : nil)
      }
    return MoveLearners(game: chosen, games: learned, learners: removingRepeats(learners))
  }

  /// One way one Pokémon learns the move.
  private struct Learner: Sendable {
    let pokemonID: Int
    let pokemon: String
    let way: LearnWay
  }

  /// Every way every learner learns the move (only by `method`, when given), from the
  /// learners' `pokemon` documents. A learner whose document does not list the move adds
  /// nothing. Each document is boiled down to its ways as soon as it arrives, so no more
  /// than the requests in flight are held whole (Protect has over 1,000 learners).
  private func everyWay(_ document: AnsweredDTO<MoveDTO>, method: String?) async throws
    -> [Learner]
  {
    let links = (document.document.learnedByPokemon ?? []).compactMap { link in
      link.linkedID.map { (id: $0, slug: SafeText.clean(link.name)) }
    }
    let moveID = document.id
    let moveName = document.document.name
    let ways = try await OrderedConcurrency.map(links) { [reader] link in
      // Many documents no other part reads: not kept, so the move's and its machines'
      // stay for the machine row.
      let pokemon = try await reader.document(
        PokemonMovesDTO<NamedAPIResourceDTO>.self, of: .pokemon, id: link.id,
        remembering: false)
      let isTheMove = { (resource: NamedAPIResourceDTO) in
        resource.linkedID.map { $0 == moveID } ?? false || resource.name == moveName
      }
      return pokemon.learnWays(of: isTheMove, method: method)
        .map { Learner(pokemonID: link.id, pokemon: link.slug, way: $0) }
    }
    return ways.flatMap { $0 }
  }

  /// `learners` without a row listed twice (PokeAPI repeats some details).
  private func removingRepeats(_ learners: [MoveLearner]) -> [MoveLearner] {
    var seen: Set<MoveLearner> = []
    return learners.filter { seen.insert($0).inserted }
  }
}
