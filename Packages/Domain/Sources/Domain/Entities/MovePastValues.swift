/// The numbers a move had before a group of games changed them: one of PokeAPI's
/// `past_values`. A number the change left alone is `nil`.
///
/// PokeAPI's `effect_chance` there is not kept: its seven values are its changelog's
/// target ids (Howl 7, Perish Song 12), not chances.
///
/// Vine Whip had 35 power and 10 PP until Diamond and Pearl (PP 15) and X and Y (power 45,
/// PP 25): two changes, the older one holding only its PP.
public struct MovePastValues: Codable, Hashable, Sendable {
  /// The first group of games in which the move no longer had these numbers.
  public var changedIn: GameGroup
  public var power: Int?
  public var accuracy: Int?
  public var pp: Int?
  public var type: PokemonType?

  public init(changedIn: GameGroup, power: Int?, accuracy: Int?, pp: Int?, type: PokemonType?) {
    self.changedIn = changedIn
    self.power = power
    self.accuracy = accuracy
    self.pp = pp
    self.type = type
  }
}

/// The changes made to a move after one group of games, oldest first: what the move was in
/// that group is, number by number, the first of them that holds the number.
public struct LaterChanges: Sendable {
  let later: [MovePastValues]

  /// The changes of `changes` made after `game`, each change's group ordered as `ordered`
  /// has its slug, else as it is: either way as `game` is ordered.
  public init(_ changes: [MovePastValues], after game: GameGroup, ordered: [String: GameGroup]) {
    later = changes.map { (order: ordered[$0.changedIn.slug] ?? $0.changedIn, values: $0) }
      .filter { game < $0.order }
      .sorted { $0.order < $1.order }
      .map(\.values)
  }

  /// The number `game` had, if a later change holds one; `nil` when it is today's.
  public subscript<Value>(_ number: KeyPath<MovePastValues, Value?>) -> Value? {
    later.lazy.compactMap { $0[keyPath: number] }.first
  }
}

extension Move: ChangesWithGames {
  /// Whether it was the same in every game: no change of its numbers, here since
  /// generation I, and of the same class when its type decided the class.
  public var isSameInEveryGame: Bool {
    (pastValues ?? []).isEmpty && (generation ?? 1) <= 1
      && DamageClassByType.damageClass(damageClass, type: type, generation: 1) == damageClass
  }

  public var changedIn: [GameGroup] { (pastValues ?? []).map(\.changedIn) }

  /// The move as it was in `game`, `asIn` saying so: each number from the oldest change
  /// made after `game` that holds one, else today's (`LaterChanges`), and its class as
  /// its type then decided before generation IV (`DamageClassByType`). A move `game`
  /// did not have yet keeps today's numbers (`isNew(in:)` says so).
  ///
  /// The effect's text is not rewritten: PokeAPI gives past texts for two moves only.
  public func asItWas(in game: GameGroup, ordered: [String: GameGroup] = [:]) -> Move {
    var move = self
    move.asIn = game
    guard !move.isNewerThanItsGame else { return move }
    let row = summary.asItWas(in: game, changes: pastValues ?? [], ordered: ordered)
    move.power = row.power
    move.accuracy = row.accuracy
    move.pp = row.pp
    move.type = row.type
    move.damageClass = row.damageClass
    return move
  }

  /// Whether `asIn` is older than the generation that introduced the move.
  public var isNewerThanItsGame: Bool { asIn?.predates(generation: generation) ?? false }
}

extension Move {
  /// What a learnset's or a list's row shows of the move.
  public var summary: MoveSummary {
    MoveSummary(
      id: id, name: name, displayName: displayName, type: type, damageClass: damageClass,
      power: power, accuracy: accuracy, pp: pp)
  }
}

extension MoveSummary {
  /// The row as it was in `game`, given the move's changes: each number from the oldest
  /// change made after it (`LaterChanges`), and the class its type then decided before
  /// generation IV (`DamageClassByType`).
  public func asItWas(
    in game: GameGroup, changes: [MovePastValues], ordered: [String: GameGroup] = [:]
  ) -> MoveSummary {
    let past = LaterChanges(changes, after: game, ordered: ordered)
    var row = self
    row.power = past[\.power] ?? power
    row.accuracy = past[\.accuracy] ?? accuracy
    row.pp = past[\.pp] ?? pp
    row.type = past[\.type] ?? type
    row.damageClass = DamageClassByType.damageClass(
      damageClass, type: row.type, generation: game.generation)
    return row
  }
}

extension Move: ListsByGame {
  public var gamesListed: [GameGroup] { machines.map(\.game) + descriptions.map(\.game) }

  public func inReleaseOrder(_ ordered: [String: GameGroup]) -> Move {
    var move = self
    move.machines = machines.inReleaseOrder(ordered)
    move.descriptions = descriptions.inReleaseOrder(ordered)
    return move
  }
}
