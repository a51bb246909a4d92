/// The fields of a `move` document the built-in database keeps: the move, its effect in
/// battle, how it changes stats, and its texts.
package struct MoveDTO: Decodable, Sendable {
  /// A stat the move raises or lowers, and by how many stages.
  package struct StatChange: Decodable, Sendable {
    /// Stages up (positive) or down (negative).
    package let change: Int
    /// The stat changed.
    package let stat: NamedAPIResourceDTO
  }

  /// A machine that teaches the move, linked by id only (PokeAPI gives machines no names).
  package struct Machine: Decodable, Sendable {
    /// The machine.
    package let machine: LinkedIDDTO
    /// The games in which it teaches the move.
    package let versionGroup: NamedAPIResourceDTO?

    enum CodingKeys: String, CodingKey {
      case machine
      case versionGroup = "version_group"
    }
  }

  /// The move's slug, such as `thunderbolt`.
  package let name: String
  /// The generation that introduced it.
  package let generation: NamedAPIResourceDTO?
  /// Its type.
  package let type: NamedAPIResourceDTO?
  /// Its base power; none for moves that deal no direct damage.
  package let power: Int?
  /// Its power points.
  package let pp: Int?
  /// Its accuracy in percent; none for moves that never miss.
  package let accuracy: Int?
  /// Its priority, from -7 to 5; 0 for most moves.
  package let priority: Int
  /// Whom it targets.
  package let target: NamedAPIResourceDTO?
  /// Physical, special or status.
  package let damageClass: NamedAPIResourceDTO?
  /// The chance of its secondary effect, in percent.
  package let effectChance: Int?
  /// Its contest type, such as `cool`.
  package let contestType: NamedAPIResourceDTO?
  /// Its effect in battle, as numbers; none for a few moves PokeAPI has no data for.
  package let meta: MoveMetaDTO?
  /// The stats it raises or lowers.
  package let statChanges: [StatChange]?
  /// What it does, in each language.
  package let effectEntries: [EffectTextDTO]?
  /// Its in-game texts, per game and language.
  package let flavorTextEntries: [VersionGroupTextDTO]?
  /// The move's name in each language.
  package let names: [LocalizedNameDTO]?
  /// The machines that teach it, one per game.
  package let machines: [Machine]?
  /// Every Pokémon that learns it in some game (a move's card counts them).
  package let learnedByPokemon: [NamedAPIResourceDTO]?

  enum CodingKeys: String, CodingKey {
    case name, generation, type, power, pp, accuracy, priority, target, meta, names, machines
    case damageClass = "damage_class"
    case effectChance = "effect_chance"
    case contestType = "contest_type"
    case statChanges = "stat_changes"
    case effectEntries = "effect_entries"
    case flavorTextEntries = "flavor_text_entries"
    case learnedByPokemon = "learned_by_pokemon"
  }
}
