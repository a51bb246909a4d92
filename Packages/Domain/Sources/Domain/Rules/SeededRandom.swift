/// A generator of random numbers that a seed makes repeatable: the same seed gives the
/// same numbers on every run and every platform (SplitMix64, a 64-bit mix of a counter),
/// so `random --seed 7` always picks the same Pokémon. Not for secrets.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// The chance that a Pokémon met is shiny, one in `outOf`.
public struct ShinyOdds: Hashable, Sendable {
  /// One in this many; at least 1 (1 is always).
  public let outOf: Int

  /// One in `outOf`; `nil` below 1.
  public init?(outOf: Int) {
    guard outOf >= 1 else { return nil }
    self.outOf = outOf
  }

  /// The games' odds in `generation` (today's when not known): one in 8,192 in
  /// generations II to V, one in 4,096 since generation VI; `nil` in generation I, which
  /// had no shiny Pokémon.
  public static func games(generation: Int?) -> ShinyOdds? {
    switch generation ?? 9 {
    case ..<2: return nil
    case 2...5: return ShinyOdds(outOf: 8_192)
    default: return ShinyOdds(outOf: 4_096)
    }
  }

  /// Whether this roll comes up shiny.
  public func roll(using generator: inout some RandomNumberGenerator) -> Bool {
    generator.next(upperBound: UInt64(outOf)) == 0
  }
}
