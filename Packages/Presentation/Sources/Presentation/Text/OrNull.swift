/// A value the JSON output always writes under its key, as `null` when absent.
///
/// Synthesized encoding leaves an optional's key out when it is `nil`; docs/json.md
/// promises `null`, so scripts can tell "absent" from "not in this version".
struct OrNull<Wrapped: Encodable>: Encodable {
  let value: Wrapped?

  init(_ value: Wrapped?) {
    self.value = value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let value {
      try container.encode(value)
    } else {
      try container.encodeNil()
    }
  }
}
