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

  private func outOfRange(_ value: Int, _ key: Key, _ range: ClosedRange<Int>) -> DecodingError {
    DecodingError.dataCorruptedError(
      forKey: key, in: self,
      debugDescription: "\(value) is outside \(range.lowerBound)…\(range.upperBound)")
  }
}
