/// What a move, an ability or an item does: the whole rule and one sentence of it, in the
/// language shown where PokeAPI has it, else in English (and marked so).
public struct EffectText: Codable, Hashable, Sendable {
  /// The whole rule, which may run to several sentences.
  public var full: String?
  /// One sentence.
  public var short: String?
  /// A move's chance of its secondary effect, in percent, already filled into the texts
  /// (`filling`); `nil` for abilities, items and moves without one.
  public var chance: Int?
  /// Whether the texts are English, shown because the language asked for has none of the
  /// entry's (`--language`); `nil` or false otherwise.
  public var isEnglishFallback: Bool?

  public init(full: String?, short: String?, chance: Int? = nil) {
    self.full = full
    self.short = short
    self.chance = chance
  }

  /// Whether it says anything.
  public var isEmpty: Bool { full == nil && short == nil }

  /// `text` with PokeAPI's `$effect_chance` placeholder replaced by the chance, as the
  /// games would print it (`Has a $effect_chance% chance` → `Has a 10% chance`); left as
  /// it is when there is no chance to put there.
  public static func filling(_ text: String, chance: Int?) -> String {
    guard let chance else { return text }
    return text.replacingEvery("$effect_chance", with: String(chance))
  }
}
