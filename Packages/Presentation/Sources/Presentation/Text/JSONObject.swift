import Domain
/// A JSON object as pokecli writes it for scripts (docs/json.md): a kind declares its
/// keys once, as a dictionary literal, `["id": move.id, "type": move.type?.slug]`, and
/// every key given is written, an absent value (`nil`) as `null`, never left out, so a
/// script can tell "absent" from "not in this version".
struct JSONObject: Encodable, ExpressibleByDictionaryLiteral {
  typealias Key = String
  typealias Value = any Encodable

  private let fields: [(key: String, value: any Encodable)]

  init(dictionaryLiteral fields: (String, any Encodable)...) {
    self.fields = fields.map { (key: $0.0, value: $0.1) }
  }

  /// The object with `other`'s keys besides its own, `other`'s winning.
  func merging(_ other: JSONObject) -> JSONObject {
    JSONObject(fields: fields.filter { own in !other.fields.contains { $0.key == own.key } }
      + other.fields)
  }

  init(fields: [(key: String, value: any Encodable)]) {
    self.fields = fields
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingName.self)
    for field in fields {
      // An optional's own encoding writes `nil` as `null`, under its key.
      try container.encode(Field(value: field.value), forKey: CodingName(stringValue: field.key))
    }
  }

  private struct Field: Encodable {
    let value: any Encodable

    func encode(to encoder: any Encoder) throws {
      try value.encode(to: encoder)
    }
  }

  private struct CodingName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
      self.stringValue = stringValue
    }

    init?(intValue: Int) {
      nil
    }
  }
}

extension JSONObject {
  /// An entry as every document names it (docs/json.md, "One vocabulary"): PokeAPI's
  /// `id`, its slug `name`, its `displayName`, and `fields` besides.
  static func entry(
    _ id: Int, _ name: String, _ displayName: String, _ fields: JSONObject = [:]
  ) -> JSONObject {
    (["id": id, "name": name, "displayName": displayName] as JSONObject).merging(fields)
  }

  /// The games' description a card shows: `game`'s (a game or a group slug), else the
  /// newest, as `versionGroup` and `text`; `nil` when there is none.
  static func description(_ texts: [GameText], game: String?) -> JSONObject? {
    let text = game.map { GameMatch.text(in: texts, for: $0) } ?? texts.last
    return text.map { ["versionGroup": $0.game.slug, "text": $0.text] }
  }

  /// A move as every document that lists moves names it: the entry, its type and class,
  /// power, accuracy and PP.
  static func move(_ move: MoveSummary, _ fields: JSONObject = [:]) -> JSONObject {
    entry(move.id, move.name, move.displayName, [
      "type": move.type?.slug, "damageClass": move.damageClass, "power": move.power,
      "accuracy": move.accuracy, "pp": move.pp,
    ]).merging(fields)
  }

  /// Flavor slug → potency, as a berry's flavors are written.
  static func flavors(_ flavors: [BerryFlavor]) -> [String: Int] {
    Dictionary(flavors.map { ($0.flavor.slug, $0.potency) }, uniquingKeysWith: { a, _ in a })
  }
}
