extension StringProtocol {
  /// The text without whitespace or line breaks at either end.
  public func trimmed() -> String {
    // A closure, not a key path: a key path is an object the runtime builds on first use.
    trimmed { $0.isWhitespace }
  }

  /// The text without spaces and tabs at either end; line breaks are kept.
  public func trimmedOfSpaces() -> String {
    trimmed { $0.isWhitespace && !$0.isNewline }
  }

  private func trimmed(where isTrimmed: (Character) -> Bool) -> String {
    guard let first = firstIndex(where: { !isTrimmed($0) }),
      let last = lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(self[first...last])
  }
}
