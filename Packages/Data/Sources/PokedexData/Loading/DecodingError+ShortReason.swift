extension DecodingError {
  /// One short line saying what was wrong and where, for a one-line error message:
  /// `missing field "id"`, `expected a number at types[0].slot`, `not JSON`.
  var shortReason: String {
    switch self {
    case .keyNotFound(let key, let context):
      return "missing field \"\(Self.documentKey(key))\"" + Self.location(context.codingPath)
    case .valueNotFound(_, let context):
      return "unexpected null" + Self.location(context.codingPath)
    case .typeMismatch(let type, let context):
      return "expected \(Self.describe(type))" + Self.location(context.codingPath)
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "not JSON"
    case .dataCorrupted(let context):
      return "invalid value" + Self.location(context.codingPath)
    @unknown default:
      return "not the document expected"
    }
  }

  /// Whether the text was not JSON at all (garbled, or cut short in transit), rather than
  /// JSON of the wrong shape: only the former may read differently when asked again.
  var isSyntaxError: Bool {
    if case .dataCorrupted(let context) = self, context.codingPath.isEmpty { return true }
    return false
  }

  private static func location(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let text = path.reduce(into: "") { text, key in
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + documentKey(key)
      }
    }
    return " at \(text)"
  }

  /// `key` as the document spells it. The decoder reads PokeAPI's `snake_case` keys as
  /// `camelCase` (`DocumentLoader`), and a path names the converted key (`baseStat`);
  /// PokeAPI's keys hold no capital letter, so each capital was an underscore.
  private static func documentKey(_ key: any CodingKey) -> String {
    key.stringValue.reduce(into: "") { text, character in
      if character.isUppercase {
        text += "_" + character.lowercased()
      } else {
        text.append(character)
      }
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type, is Double.Type: return "a number"
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    default: return "\(type)".hasPrefix("Array") ? "a list" : "an object"
    }
  }
}
