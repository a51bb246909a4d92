/// The held items whose effect on damage depends only on a move's type: the type-boosting
/// items (×1.2, plates and incenses included) and the berries that halve a super
/// effective hit once. PokeAPI's slugs.
enum DamageHeldItems {
  /// The type each boosting item raises by 4,915/4,096.
  static let boosting: [String: PokemonType] = [
    "charcoal": .fire, "mystic-water": .water, "magnet": .electric, "miracle-seed": .grass,
    "never-melt-ice": .ice, "black-belt": .fighting, "poison-barb": .poison,
    "soft-sand": .ground, "sharp-beak": .flying, "twisted-spoon": .psychic,
    "silver-powder": .bug, "hard-stone": .rock, "spell-tag": .ghost, "dragon-fang": .dragon,
    "black-glasses": .dark, "metal-coat": .steel, "silk-scarf": .normal,
    "fairy-feather": .fairy,
    "flame-plate": .fire, "splash-plate": .water, "zap-plate": .electric,
    "meadow-plate": .grass, "icicle-plate": .ice, "fist-plate": .fighting,
    "toxic-plate": .poison, "earth-plate": .ground, "sky-plate": .flying,
    "mind-plate": .psychic, "insect-plate": .bug, "stone-plate": .rock,
    "spooky-plate": .ghost, "draco-plate": .dragon, "dread-plate": .dark,
    "iron-plate": .steel, "pixie-plate": .fairy,
    "sea-incense": .water, "wave-incense": .water, "odd-incense": .psychic,
    "rock-incense": .rock, "rose-incense": .grass,
  ]

  /// The type each resist berry halves (Chilan Berry halves any Normal hit; the others a
  /// super effective one).
  static let resisting: [String: PokemonType] = [
    "occa-berry": .fire, "passho-berry": .water, "wacan-berry": .electric,
    "rindo-berry": .grass, "yache-berry": .ice, "chople-berry": .fighting,
    "kebia-berry": .poison, "shuca-berry": .ground, "coba-berry": .flying,
    "payapa-berry": .psychic, "tanga-berry": .bug, "charti-berry": .rock,
    "kasib-berry": .ghost, "haban-berry": .dragon, "colbur-berry": .dark,
    "babiri-berry": .steel, "roseli-berry": .fairy, "chilan-berry": .normal,
  ]

  /// The items the calculator counts; any other held item is reported as not modelled.
  static let modelled: Set<String> = Set(boosting.keys).union(resisting.keys).union([
    "choice-band", "choice-specs", "life-orb", "expert-belt", "eviolite", "assault-vest",
    "muscle-band", "wise-glasses", "iron-ball", "air-balloon", "ring-target", "choice-scarf",
    "loaded-dice",
  ]).union(inert)

  /// Items known to change nothing in one hit's damage (they act before or after it, or
  /// on accuracy, critical-hit odds or speed): counted, as doing nothing.
  static let inert: Set<String> = [
    "leftovers", "black-sludge", "focus-sash", "focus-band", "rocky-helmet",
    "heavy-duty-boots", "sitrus-berry", "lum-berry", "leppa-berry", "covert-cloak",
    "clear-amulet", "eject-button", "eject-pack", "red-card", "shed-shell", "mental-herb",
    "white-herb", "mirror-herb", "quick-claw", "light-clay", "weakness-policy",
    "power-herb", "ability-shield", "throat-spray", "room-service", "safety-goggles",
    "kings-rock", "razor-fang", "scope-lens", "razor-claw", "bright-powder", "lax-incense",
    "zoom-lens", "wide-lens", "shell-bell", "big-root", "binding-band", "grip-claw",
    "smoke-ball", "toxic-orb", "flame-orb", "blunder-policy", "terrain-extender",
    "damp-rock", "heat-rock", "smooth-rock", "icy-rock", "lagging-tail",
  ]
}
