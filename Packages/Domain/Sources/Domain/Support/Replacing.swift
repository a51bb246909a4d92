extension String {
  /// The text with every `target`, left to right and never overlapping, replaced by
  /// `replacement`; the text itself when `target` is empty or absent.
  ///
  /// Matched byte for byte in UTF-8, not character by character: "é" written as one
  /// scalar does not match "e" and a combining accent, and a target may match before a
  /// combining mark. That is what the texts replaced here need (SQL placeholders,
  /// PokeAPI's spellings), and it costs one pass over the bytes, read in place, with no
  /// generic searcher: `replacing(_:with:)`'s character matching cost a card up to a
  /// millisecond in its hundreds of texts.
  public func replacingEvery(_ target: String, with replacement: String) -> String {
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty else { return self }
    let replaced = utf8.withContiguousStorageIfAvailable {
      Self.replacing(pattern, with: replacement, in: $0)
    } ?? Array(utf8).withUnsafeBufferPointer { Self.replacing(pattern, with: replacement, in: $0) }
    return replaced ?? self
  }

  /// `bytes` with every `pattern` replaced, as a string; `nil` when there is none.
  private static func replacing(
    _ pattern: [UInt8], with replacement: String, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String? {
    guard let first = pattern.first else { return nil }
    var replaced: [UInt8] = []
    var copiedUpTo = 0
    var index = 0
    while bytes.count - index >= pattern.count {
      if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        if replaced.isEmpty { replaced.reserveCapacity(bytes.count) }
        replaced.append(contentsOf: bytes[copiedUpTo..<index])
        replaced.append(contentsOf: replacement.utf8)
        index += pattern.count
        copiedUpTo = index
      } else {
        index += 1
      }
    }
    guard copiedUpTo > 0 else { return nil }
    replaced.append(contentsOf: bytes[copiedUpTo...])
    return String(decoding: replaced, as: UTF8.self)
  }
}
