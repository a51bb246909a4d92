import Foundation

/// Small PokeAPI documents, in PokeAPI's shape and written by hand, for the reference tables:
/// one or two of each resource, with the nulls, repeats and odd ids the real ones have.
enum ReferenceFixtures {
  /// Every document, by resource and id.
  static let documents = games.merging(ReferenceItemFixtures.documents) { first, _ in first }

  /// The games, the small lists, moves, machines, natures and Pikachu.
  static let games: [String: [Int: String]] = [
    "language": [
      9: """
        {"id":9,"name":"en","iso639":"en","iso3166":"us","official":true,\
        "names":[\(name("English", "en")),\(name("Anglais", "fr"))]}
        """,
      5: #"{"id":5,"name":"fr","iso639":"fr","iso3166":"fr","official":true,"names":[]}"#,
    ],
    "region": [1: #"{"id":1,"name":"kanto","names":[\#(name("Kanto", "en"))]}"#],
    "generation": [
      1: #"{"id":1,"name":"generation-i","main_region":\#(link("region", 1, "kanto"))}"#
    ],
    "version-group": [
      1: """
        {"id":1,"name":"red-blue","order":3,"generation":\(link("generation", 1, "generation-i")),\
        "regions":[\(link("region", 1, "kanto"))]}
        """
    ],
    "version": [
      1: """
        {"id":1,"name":"red","version_group":\(link("version-group", 1, "red-blue")),\
        "names":[\(name("Red", "en")),\(name("Rouge", "fr"))]}
        """
    ],
    "pokedex": [
      2: """
        {"id":2,"name":"kanto","is_main_series":true,"region":\(link("region", 1, "kanto")),\
        "names":[\(name("Kanto", "en"))],\
        "pokemon_entries":[\
        {"entry_number":1,"pokemon_species":\(link("pokemon-species", 1, "bulbasaur"))},\
        {"entry_number":25,"pokemon_species":\(link("pokemon-species", 25, "pikachu"))}],\
        "version_groups":[\(link("version-group", 1, "red-blue"))]}
        """
    ],
    "location": [1: #"{"id":1,"name":"nowhere","region":null,"names":[]}"#],
    "encounter-condition": [
      1: #"{"id":1,"name":"time","names":[\#(name("Time", "en"))]}"#
    ],
    "encounter-condition-value": [
      3: """
        {"id":3,"name":"time-night","condition":\(link("encounter-condition", 1, "time")),\
        "names":[\(name("At night", "en"))]}
        """
    ],
    // Pikachu met walking, in two slots that say the same and a third at night.
    "location-area": [
      7: """
        {"id":7,"name":"nowhere-area","location":\(link("location", 1, "nowhere")),\
        "names":[\(name("Nowhere", "fr"))],"pokemon_encounters":[{\
        "pokemon":\(link("pokemon", 25, "pikachu")),"version_details":[{\
        "version":\(link("version", 1, "red")),"max_chance":15,"encounter_details":[\
        \(encounter(3, 5, 5, [])),\(encounter(3, 5, 5, [])),\(encounter(5, 6, 9, [3]))]}]}]}
        """
    ],
    "stat": [
      1: """
        {"id":1,"name":"hp","is_battle_only":false,"game_index":1,"move_damage_class":null,\
        "characteristics":[{"url":"/api/v2/characteristic/1/"}]}
        """,
      2: """
        {"id":2,"name":"attack","is_battle_only":false,"game_index":2,\
        "move_damage_class":\(link("move-damage-class", 2, "physical"))}
        """,
    ],
    "gender": [1: #"{"id":1,"name":"female"}"#],
    "contest-type": [1: #"{"id":1,"name":"cool","names":[\#(name("Cool", "en"))]}"#],
    "characteristic": [
      1: #"{"id":1,"gene_modulo":0,"highest_stat":\#(link("stat", 1, "hp"))}"#
    ],
    "move-damage-class": [3: #"{"id":3,"name":"special","names":[]}"#],
    "move-ailment": [
      -1: #"{"id":-1,"name":"unknown","names":[\#(name("????", "en"))]}"#,
      0: #"{"id":0,"name":"none","names":[]}"#,
      1: #"{"id":1,"name":"paralysis","names":[\#(name("Paralysis", "en"))]}"#,
    ],
    "move-category": [
      0: #"{"id":0,"name":"damage"}"#,
      2: #"{"id":2,"name":"net-good-stats"}"#,
      4: #"{"id":4,"name":"damage+ailment"}"#,
    ],
    "move": ReferenceMoveFixtures.documents,
    "machine": [
      1: """
        {"id":1,"item":\(link("item", 328, "tm24")),"move":\(link("move", 85, "thunderbolt")),\
        "version_group":\(link("version-group", 1, "red-blue"))}
        """
    ],
    "ability": [
      9: """
        {"id":9,"name":"static","is_main_series":true,\
        "generation":\(link("generation", 3, "generation-iii")),\
        "names":[\(name("Static", "en")),\(name("Statik", "fr"))],\
        "effect_entries":[{"effect":"Full.","short_effect":"Short.",\
        "language":\(link("language", 9, "en"))}],\
        "flavor_text_entries":[{"flavor_text":"May paralyze.",\
        "language":\(link("language", 9, "en")),\
        "version_group":\(link("version-group", 1, "red-blue"))}],\
        "pokemon":[{"is_hidden":false,"slot":1,"pokemon":\(link("pokemon", 25, "pikachu"))}]}
        """
    ],
    "nature": [
      2: """
        {"id":2,"name":"bold","decreased_stat":\(link("stat", 2, "attack")),\
        "increased_stat":\(link("stat", 3, "defense")),\
        "hates_flavor":\(link("berry-flavor", 1, "spicy")),\
        "likes_flavor":\(link("berry-flavor", 5, "sour")),"names":[\(name("Bold", "en"))]}
        """,
      1: """
        {"id":1,"name":"hardy","decreased_stat":null,"increased_stat":null,\
        "hates_flavor":null,"likes_flavor":null,"names":[]}
        """,
    ],
    "pokemon": [25: ReferenceMoveFixtures.pikachu],
  ]

  // MARK: - Parts

  /// A link as PokeAPI writes it, relative to the API root.
  static func link(_ resource: String, _ id: Int, _ name: String) -> String {
    #"{"name":"\#(name)","url":"/api/v2/\#(resource)/\#(id)/"}"#
  }

  /// An encounter slot: walking, at levels `low` to `high`, with `chance` in percent,
  /// under the condition values `conditions`.
  static func encounter(_ chance: Int, _ low: Int, _ high: Int, _ conditions: [Int]) -> String {
    let values = conditions.map { link("encounter-condition-value", $0, "value") }
    return """
      {"chance":\(chance),"min_level":\(low),"max_level":\(high),"pokemon_details":null,\
      "method":\(link("encounter-method", 1, "walk")),\
      "condition_values":[\(values.joined(separator: ","))]}
      """
  }

  /// The ids of the languages the fixtures write in.
  static let languageIDs = ["en": 9, "fr": 5]

  /// A `names` entry.
  static func name(_ text: String, _ language: String) -> String {
    #"{"name":"\#(text)","language":\#(link("language", languageIDs[language] ?? 0, language))}"#
  }
}
