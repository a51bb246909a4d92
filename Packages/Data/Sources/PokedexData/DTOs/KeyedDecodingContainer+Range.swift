extension KeyedDecodingContainer {
  /// The number under `key`, refused unless it lies in `range`: a value no PokeAPI
  /// document holds makes the whole document "not the document expected", so it is
  /// never mapped, drawn or cached.
  package func decode(_ type: Int.Type, forKey key: Key, in range: ClosedRange<Int>) throws -> Int {
    let value = try decode(Int.self, forKey: key)
    guard range.contains(value) else { throw outOfRange(value, key, range) }
    return value
  }

  /// The number under `key` when present and not null, refused unless it lies in `range`.
  package func decodeIfPresent(
    _ type: Int.Type, forKey key: Key, in range: ClosedRange<Int>
  ) throws -> Int? {
    guard let value = try decodeIfPresent(Int.self, forKey: key) else { return nil }
    guard range.contains(value) else { throw outOfRange(value, key, range) }
    return value
  }

  /// The text under `key`, refused when it is longer than `limit` characters: a slug or
  /// a link of that length is no PokeAPI document's, and a list of 25,000 of them would
  /// hold tens of megabytes in every copy a run makes of its names.
  package func decode(_ type: String.Type, forKey key: Key, atMost limit: Int) throws -> String {
    let value = try decode(String.self, forKey: key)
    guard value.utf8.count <= limit else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "longer than \(limit) bytes")
    }
    return value
  }

  private func outOfRange(_ value: Int, _ key: Key, _ range: ClosedRange<Int>) -> DecodingError {
    DecodingError.dataCorruptedError(
      forKey: key, in: self,
      debugDescription: "\(value) is outside \(range.lowerBound)…\(range.upperBound)")
  }
}
