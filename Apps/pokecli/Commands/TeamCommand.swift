import ArgumentParser
import Domain
import Presentation

/// `pokecli team <pokemon>…`: a team's weaknesses and resistances, and what it hits.
struct TeamCommand: ScreenCommand {
  static let configuration = CommandConfiguration(
    commandName: "team",
    abstract: "Check a team of up to six: its weaknesses, resistances and coverage.",
    discussion: """
      Every attacking type against every member (×4 ×2 ×1 ×½ ×¼ ×0), with how many \
      members are weak to it and how many resist it; the weaknesses two or more share \
      while none resists are marked ◆. Abilities count where they change a matchup \
      (Levitate, Flash Fire, Water Absorb, Thick Fat, Wonder Guard…): starred, and said \
      below the table, where every member of the species has the ability or only some. \
      Then what the team hits: each type by the best its attacks do to it, from the \
      members' own types, or from the moves given after a colon \
      (garchomp:earthquake,dragon-claw; status moves are left out, and said so).

      Examples:
        pokecli team garchomp rotom-wash ferrothorn
        pokecli team garchomp:earthquake,fire-fang dragonite:extreme-speed
        pokecli team gengar alakazam --game red
        pokecli team garchomp tyranitar --json
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: Self.membersHelp, completion: CompletionWords.names(of: .pokemon))
  var members: [String] = []

  @OptionGroup var games: GameOptions

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try team()
  }

  /// The members' help: the syntax `team()` reads.
  static let membersHelp = ArgumentHelp(
    "One to six Pokémon, each by name or number, with its moves after a colon if wanted.",
    valueName: "pokemon[:move,…]")

  /// Each member and its moves. The moves follow the last colon, when what follows it
  /// does not begin with a space ("type: null" is a name).
  private func team() throws -> [(pokemon: EntryQuery, moves: [EntryQuery])] {
    try PokemonArguments.checkCount(members, 1...6, "for a team")
    return try members.map { member in
      guard let colon = member.lastIndex(of: ":"),
        member[member.index(after: colon)...].first.map({ $0 != " " }) ?? true
      else { return (try PokemonArguments.query(member), []) }
      let moves = member[member.index(after: colon)...].split(
        separator: ",", omittingEmptySubsequences: false)
      guard (1...4).contains(moves.count) else {
        throw ValidationError(
          "give a member one to four moves after its colon, not \(moves.count)")
      }
      return (
        try PokemonArguments.query(String(member[..<colon])),
        try moves.map { try PokemonArguments.query(String($0), kind: .move) }
      )
    }
  }

  func screen(from root: CompositionRoot) async throws -> TeamSheet {
    let game = try await games.slug(in: root)
    let analyze = try root.analyzeTeam(asIn: game)
    return try await analyze(try team(), game: game)
  }
}
