import Foundation

/// Hand-written `item` and `berry` documents and the lists they point into.
enum ReferenceItemFixtures {
  static func link(_ resource: String, _ id: Int, _ name: String) -> String {
    ReferenceFixtures.link(resource, id, name)
  }

  static func name(_ text: String, _ language: String) -> String {
    ReferenceFixtures.name(text, language)
  }

  static let english = link("language", 9, "en")

  /// Potion in pokeapi.co's shape (a `cost`, an attribute listed twice), the Cheri Berry
  /// in the corpus's (no `cost`, no sprite), a berry with nulls, and their lists.
  static let documents: [String: [Int: String]] = [
    "item": [
      17: """
        {"id":17,"name":"potion","cost":200,"fling_power":30,"fling_effect":null,\
        "category":\(link("item-category", 27, "healing")),\
        "attributes":[\(link("item-attribute", 1, "countable")),\
        \(link("item-attribute", 5, "holdable")),\(link("item-attribute", 1, "countable"))],\
        "sprites":{"default":"https://example.test/sprites/items/potion.png"},\
        "effect_entries":[{"effect":"Restores 20 HP.","short_effect":"Heals 20 HP.",\
        "language":\(english)}],\
        "flavor_text_entries":[{"text":"A spray-type medicine.\\nIt restores 20 HP.",\
        "language":\(english),"version_group":\(link("version-group", 1, "red-blue"))}],\
        "names":[\(name("Potion", "en")),\(name("Potion", "fr"))]}
        """,
      126: """
        {"id":126,"name":"cheri-berry","fling_power":10,\
        "fling_effect":\(link("item-fling-effect", 3, "berry-effect")),\
        "category":\(link("item-category", 3, "medicine")),"attributes":[],\
        "prices":[{"currency":{"name":"poke-dollar","url":"/api/v2/currency/1/"},\
        "purchase_price":20,"sell_price":10,"version_group":\(link("version-group", 1, "red-blue"))},\
        {"currency":{"name":"poke-dollar","url":"/api/v2/currency/1/"},"purchase_price":80,\
        "sell_price":20,"version_group":\(link("version-group", 25, "scarlet-violet"))}],\
        "sprites":{"default":null},"effect_entries":[],"flavor_text_entries":[],\
        "names":[\(name("Cheri Berry", "en"))]}
        """,
    ],
    "item-category": [
      27: """
        {"id":27,"name":"healing","pocket":\(link("item-pocket", 2, "medicine")),\
        "names":[\(name("Healing", "en"))]}
        """
    ],
    "item-pocket": [2: #"{"id":2,"name":"medicine","names":[\#(name("Medicine", "en"))]}"#],
    "item-attribute": [
      1: #"{"id":1,"name":"countable","names":[]}"#,
      5: #"{"id":5,"name":"holdable","names":[]}"#,
    ],
    "item-fling-effect": [3: #"{"id":3,"name":"berry-effect","effect_entries":[]}"#],
    "berry": [
      1: """
        {"id":1,"name":"cheri","item":\(link("item", 126, "cheri-berry")),\
        "firmness":\(link("berry-firmness", 2, "soft")),"natural_gift_power":60,\
        "natural_gift_type":\(link("type", 10, "fire")),"size":20,"max_harvest":5,\
        "growth_time":3,"soil_dryness":15,"smoothness":25,"flavors":[\
        {"potency":10,"flavor":\(link("berry-flavor", 1, "spicy"))},\
        {"potency":0,"flavor":\(link("berry-flavor", 2, "dry"))}]}
        """,
      2: """
        {"id":2,"name":"chesto","item":\(link("item", 127, "chesto-berry")),"firmness":null,\
        "natural_gift_power":null,"natural_gift_type":null,"size":null,"max_harvest":null,\
        "growth_time":null,"soil_dryness":null,"smoothness":null,"flavors":[]}
        """,
    ],
    "berry-firmness": [2: #"{"id":2,"name":"soft","names":[\#(name("Soft", "en"))]}"#],
    "berry-flavor": [
      1: """
        {"id":1,"name":"spicy","contest_type":\(link("contest-type", 1, "cool")),\
        "names":[\(name("Spicy", "en"))]}
        """
    ],
  ]
}
