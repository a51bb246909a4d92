import Foundation

/// Hand-written `move` documents and Pikachu's learnset, for the reference tables.
enum ReferenceMoveFixtures {
  static func link(_ resource: String, _ id: Int, _ name: String) -> String {
    ReferenceFixtures.link(resource, id, name)
  }

  static func name(_ text: String, _ language: String) -> String {
    ReferenceFixtures.name(text, language)
  }

  /// Thunderbolt, with a repeated English in-game text; Pound, whose meta links to the
  /// category and ailment with id 0; Growl, which lowers a stat and links to ailment -1;
  /// and a Shadow move with no meta and nothing but nulls.
  static let documents: [Int: String] = [
    85: """
      {"id":85,"name":"thunderbolt","accuracy":100,"power":90,"pp":15,"priority":0,\
      "effect_chance":10,"generation":\(link("generation", 1, "generation-i")),\
      "type":\(link("type", 13, "electric")),\
      "target":\(link("move-target", 10, "selected-pokemon")),\
      "damage_class":\(link("move-damage-class", 3, "special")),\
      "contest_type":\(link("contest-type", 1, "cool")),"stat_changes":[],\
      "machines":[{"machine":{"url":"/api/v2/machine/1/"},\
      "version_group":\(link("version-group", 1, "red-blue"))}],\
      "learned_by_pokemon":[\(link("pokemon", 25, "pikachu"))],\
      "meta":\(meta(category: (4, "damage+ailment"), ailment: (1, "paralysis"), chance: 10)),\
      "effect_entries":[\(effect("Has a $effect_chance% chance to paralyze.", "Tonnerre.", "fr")),\
      \(effect("Inflicts regular damage.\\nMay paralyze.", "May paralyze.", "en"))],\
      "flavor_text_entries":[\(text("A strong electric\\nblast.", "en")),\
      \(text("Une puissante décharge.", "fr")),\(text("A repeat of the same game.", "en"))],\
      "names":[\(name("Tonnerre", "fr")),\(name("Thunderbolt", "en"))]}
      """,
    1: """
      {"id":1,"name":"pound","accuracy":100,"power":40,"pp":35,"priority":0,\
      "effect_chance":null,"generation":\(link("generation", 1, "generation-i")),\
      "type":\(link("type", 1, "normal")),"target":\(link("move-target", 10, "selected-pokemon")),\
      "damage_class":\(link("move-damage-class", 2, "physical")),"contest_type":null,\
      "stat_changes":[],"meta":\(meta(category: (0, "damage"), ailment: (0, "none"), chance: 0)),\
      "names":[\(name("Pound", "en"))]}
      """,
    45: """
      {"id":45,"name":"growl","accuracy":100,"power":null,"pp":40,"priority":0,\
      "effect_chance":null,"generation":\(link("generation", 1, "generation-i")),\
      "type":\(link("type", 1, "normal")),"target":\(link("move-target", 11, "all-opponents")),\
      "damage_class":\(link("move-damage-class", 1, "status")),"contest_type":null,\
      "stat_changes":[{"change":-1,"stat":\(link("stat", 2, "attack"))}],\
      "meta":\(meta(category: (2, "net-good-stats"), ailment: (-1, "unknown"), chance: 0))}
      """,
    10001: """
      {"id":10001,"name":"shadow-rush","accuracy":null,"power":null,"pp":null,"priority":0,\
      "effect_chance":null,"generation":null,"type":null,"target":null,"damage_class":null,\
      "contest_type":null,"stat_changes":[],"meta":null,"effect_entries":[],\
      "flavor_text_entries":[],"names":[]}
      """,
  ]

  /// Pikachu learns Thunderbolt by machine (the detail listed twice) and by level-up in
  /// another game, Growl at level 1, and holds an Oran Berry in two games.
  static let pikachu = """
    {"id":25,"name":"pikachu","moves":[\
    {"move":\(link("move", 85, "thunderbolt")),"version_group_details":[\
    \(detail(level: 0, method: (4, "machine"), group: 1, order: nil)),\
    \(detail(level: 0, method: (4, "machine"), group: 1, order: nil)),\
    \(detail(level: 26, method: (1, "level-up"), group: 2, order: 1))]},\
    {"move":\(link("move", 45, "growl")),"version_group_details":[\
    \(detail(level: 1, method: (1, "level-up"), group: 1, order: 2))]}],\
    "held_items":[{"item":\(link("item", 132, "oran-berry")),"version_details":[\
    {"rarity":50,"version":\(link("version", 1, "red"))},\
    {"rarity":5,"version":\(link("version", 2, "blue"))}]}]}
    """

  // MARK: - Parts

  static func meta(category: (Int, String), ailment: (Int, String), chance: Int) -> String {
    """
    {"category":\(link("move-category", category.0, category.1)),\
    "ailment":\(link("move-ailment", ailment.0, ailment.1)),"ailment_chance":\(chance),\
    "crit_rate":0,"drain":0,"flinch_chance":0,"healing":0,"max_hits":null,"max_turns":null,\
    "min_hits":null,"min_turns":null,"stat_chance":0}
    """
  }

  static func effect(_ effect: String, _ short: String, _ language: String) -> String {
    #"{"effect":"\#(effect)","short_effect":"\#(short)","language":\#(languageLink(language))}"#
  }

  /// A move's in-game text, in version group 1.
  static func text(_ text: String, _ language: String) -> String {
    #"{"flavor_text":"\#(text)","language":\#(languageLink(language)),"#
      + #""version_group":\#(link("version-group", 1, "red-blue"))}"#
  }

  static func languageLink(_ code: String) -> String {
    link("language", ReferenceFixtures.languageIDs[code] ?? 0, code)
  }

  static func detail(level: Int, method: (Int, String), group: Int, order: Int?) -> String {
    """
    {"level_learned_at":\(level),\
    "move_learn_method":\(link("move-learn-method", method.0, method.1)),\
    "order":\(order.map(String.init) ?? "null"),\
    "version_group":\(link("version-group", group, group == 1 ? "red-blue" : "group-\(group)"))}
    """
  }
}
