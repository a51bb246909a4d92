import Domain
import Foundation

/// A PokeAPI corpus read as plain JSON, to check pokecli against what the documents say
/// without going through pokecli's own decoders.
struct RawCorpus {
  typealias Object = [String: Any]
  let folder: URL

  /// The ids of every document of `resource`, in order.
  func ids(_ resource: String) -> [Int] {
    let path = folder.appendingPathComponent("api/v2/\(resource)").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
      .compactMap(Int.init).sorted()
  }

  /// The document `resource/key`, by id, or by name for pokemon-form.
  func document(_ resource: String, _ key: Int) -> Object? {
    let file = folder.appendingPathComponent("api/v2/\(resource)/\(key)/index.json")
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? Object
  }

  /// The document a link such as `{"url": "/api/v2/item/83/"}` points at.
  func linked(_ link: Any?) -> Object? {
    guard let url = (link as? Object)?["url"] as? String else { return nil }
    let parts = url.split(separator: "/")
    guard parts.count >= 2, let id = parts.last.flatMap({ Int($0) }) else { return nil }
    return document(String(parts[parts.count - 2]), id)
  }

  /// The English entry of a document's `names` (or `key`).
  static func english(_ document: Object?, key: String = "names") -> String? {
    (document?[key] as? [Object])?.first {
      ($0["language"] as? Object)?["name"] as? String == "en"
    }?["name"] as? String
  }

  /// The words a step's text must hold, one or more per condition PokeAPI gives.
  func words(for detail: Object, species: String, parent: String?) -> [String] {
    var words: [String] = []
    func name(_ key: String) -> String? { (detail[key] as? Object)?["name"] as? String }
    for key in ["item", "held_item", "known_move", "used_move", "location"] {
      guard detail[key] is Object else { continue }
      words.append(Self.english(linked(detail[key])) ?? DisplayName.titleCased(name(key) ?? ""))
    }
    if let level = detail["min_level"] as? Int { words.append("level \(level)") }
    for (key, label) in [
      ("min_happiness", "friendship"), ("min_beauty", "beauty"), ("min_affection", "affection"),
    ] {
      if let value = detail[key] as? Int { words.append("\(label) \(value)+") }
    }
    if let count = detail["min_move_count"] as? Int { words.append("\(count) times") }
    if let steps = detail["min_steps"] as? Int { words.append(Self.grouped(steps)) }
    if let damage = detail["min_damage_taken"] as? Int { words.append("\(damage)+ HP") }
    if let time = detail["time_of_day"] as? String, !time.isEmpty {
      words.append(["day": "during the day", "night": "at night", "dusk": "at dusk",
        "full-moon": "under a full moon"][time] ?? time)
    }
    if let gender = detail["gender"] as? Int { words.append(gender == 1 ? "female" : "male") }
    if detail["relative_physical_stats"] is Int { words.append("Attack") }
    for key in ["party_species", "trade_species"] {
      if let slug = name(key) { words.append(DisplayName.titleCased(slug)) }
    }
    for key in ["party_type", "known_move_type"] {
      if let slug = name(key) { words.append(PokemonType(slug: slug).displayName + "-type") }
    }
    if detail["needs_overworld_rain"] as? Bool == true { words.append("rain") }
    if detail["turn_upside_down"] as? Bool == true { words.append("upside down") }
    if detail["near_special_rock"] as? Bool == true { words.append("special rock") }
    if detail["needs_multiplayer"] as? Bool == true { words.append("Union Circle") }
    if let region = name("region") { words.append("in " + DisplayName.titleCased(region)) }
    if let base = name("base_form"), base != parent { words.append(formName(base)) }
    if let evolved = name("evolved_form"), evolved != species { words.append(formName(evolved)) }
    return words
  }

  /// 1000 → "1,000".
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    return digits.enumerated().map { index, digit in
      (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
    }.joined()
  }

  /// A form's name as its `pokemon-form` document gives it: the English name, else the
  /// species' name with the form's.
  func formName(_ slug: String) -> String {
    let path = folder.appendingPathComponent("api/v2/pokemon-form/index.json")
    guard let data = FileManager.default.contents(atPath: path.path),
      let index = (try? JSONSerialization.jsonObject(with: data)) as? Object,
      let results = index["results"] as? [Object],
      let entry = results.first(where: { $0["name"] as? String == slug }),
      let form = linked(entry)
    else { return slug }
    if let name = Self.english(form), !name.isEmpty { return name }
    let species = Self.english(linked(linked(form["pokemon"])?["species"])) ?? slug
    return Self.english(form, key: "form_names").map { "\(species) (\($0))" } ?? species
  }
}
