/// The values a PokeAPI document can hold, with room to spare. A document with a value
/// outside them is not PokeAPI's data (a broken mirror, or a hostile server): it is
/// refused as a whole, named in one line, and never cached, so no later command has to
/// draw a height of 2^63 decimetres.
///
/// The bounds are wide on purpose: the largest real values are well inside them (ids
/// reach about 10,300, the tallest Pokémon is 1,000 dm, the heaviest 9,999 hg, base
/// stats stop at 255), so a Pokémon PokeAPI adds tomorrow is never refused, while every
/// sum and product pokecli computes from them stays far from overflowing.
public enum PlausibleRange {
  /// Ids of Pokémon, species, forms and every other document: from 1 to a million.
  public static let id: ClosedRange<Int> = 1...1_000_000
  /// Base stats: a byte in the games.
  public static let baseStat: ClosedRange<Int> = 0...BaseStat.maximum
  /// Height in decimetres: up to 10 km.
  public static let heightDecimetres: ClosedRange<Int> = 0...100_000
  /// Weight in hectograms: up to 1,000 tonnes.
  public static let weightHectograms: ClosedRange<Int> = 0...10_000_000
  /// Slot numbers of types and abilities.
  public static let slot: ClosedRange<Int> = 0...1_000
  /// A count of documents in a list, such as the 1351 Pokémon.
  public static let count: ClosedRange<Int> = 0...10_000_000
  /// The small numbers of evolution conditions: levels, friendship, beauty, affection,
  /// gender and the Attack–Defense comparison.
  public static let condition: ClosedRange<Int> = -1...1_000
  /// Counts of evolution conditions that run past `condition`: steps walked, damage
  /// taken, times a move is used.
  public static let tally: ClosedRange<Int> = 0...10_000_000
  /// PokeAPI's gender rate: eighths female from 0 to 8, or -1 for genderless.
  public static let genderRate: ClosedRange<Int> = -1...8
  /// A byte of a species' data: catch rate, base friendship, effort values.
  public static let byte: ClosedRange<Int> = 0...255
  /// Egg cycles to hatch.
  public static let hatchCounter: ClosedRange<Int> = 0...10_000
}
