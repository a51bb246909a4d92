/// Runs async work over a list side by side, returning results in the list's order
/// whatever order they finish in. The first error cancels the rest and is rethrown.
///
/// Requests are bounded by the `DocumentLoader` every piece of work goes through, so the
/// bound holds across everything a command loads at once. Tasks are bounded here: at most
/// `width` pieces of work exist at a time, the next started as one finishes. Each waiting
/// task holds memory of its own, and a list of 25,000 links (a hostile one) started all
/// at once took a run to 150 MB only to wait on the loader.
package enum OrderedConcurrency {
  /// Twice the loader's requests in flight, so that it always has the next one waiting.
  package static let width = 16

  package static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input],
    _ transform: @escaping @Sendable (Input) async throws -> Output
  ) async throws -> [Output] {
    try await withThrowingTaskGroup(of: (Int, Output).self) { group in
      var pending = inputs.enumerated().makeIterator()
      func startNext() -> Bool {
        guard let (index, input) = pending.next() else { return false }
        group.addTask { (index, try await transform(input)) }
        return true
      }
      for _ in 0..<width where !startNext() { break }
      var results = [Output?](repeating: nil, count: inputs.count)
      while let (index, output) = try await group.next() {
        results[index] = output
        _ = startNext()
      }
      return results.compactMap { $0 }
    }
  }
}
