/// The fields of a `move` document the built-in database keeps: the move, its effect in
/// battle, how it changes stats, and its texts.
struct MoveDTO: Decodable, Sendable {
  /// A stat the move raises or lowers, and by how many stages.
  struct StatChange: Decodable, Sendable {
    /// Stages up (positive) or down (negative).
    let change: Int
    /// The stat changed.
    let stat: NamedAPIResourceDTO
  }

  /// A machine that teaches the move, linked by id only (PokeAPI gives machines no names).
  struct Machine: Decodable, Sendable {
    /// The machine.
    let machine: LinkedIDDTO
    /// The games in which it teaches the move.
    let versionGroup: NamedAPIResourceDTO?

    enum CodingKeys: String, CodingKey {
      case machine
      case versionGroup = "version_group"
    }
  }

  /// The move's slug, such as `thunderbolt`.
  let name: String
  /// The generation that introduced it.
  let generation: NamedAPIResourceDTO?
  /// Its type.
  let type: NamedAPIResourceDTO?
  /// Its base power; none for moves that deal no direct damage.
  let power: Int?
  /// Its power points.
  let pp: Int?
  /// Its accuracy in percent; none for moves that never miss.
  let accuracy: Int?
  /// Its priority, from -7 to 5; 0 for most moves.
  let priority: Int
  /// Whom it targets.
  let target: NamedAPIResourceDTO?
  /// Physical, special or status.
  let damageClass: NamedAPIResourceDTO?
  /// The chance of its secondary effect, in percent.
  let effectChance: Int?
  /// Its contest type, such as `cool`.
  let contestType: NamedAPIResourceDTO?
  /// Its effect in battle, as numbers; none for a few moves PokeAPI has no data for.
  let meta: MoveMetaDTO?
  /// The stats it raises or lowers.
  let statChanges: [StatChange]?
  /// What it does, in each language.
  let effectEntries: [EffectTextDTO]?
  /// Its in-game texts, per game and language.
  let flavorTextEntries: [VersionGroupTextDTO]?
  /// The move's name in each language.
  let names: [LocalizedNameDTO]?
  /// The machines that teach it, one per game.
  let machines: [Machine]?
  /// Every Pokémon that learns it in some game (a move's card counts them).
  let learnedByPokemon: [NamedAPIResourceDTO]?

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
