/// Runs async work over a list side by side, returning results in the list's order
/// whatever order they finish in. The first error cancels the rest and is rethrown.
///
/// It does not bound anything itself: the `DocumentLoader` every piece of work goes
/// through does, so the bound holds across everything a command loads at once.
package enum OrderedConcurrency {
  package static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input],
    _ transform: @escaping @Sendable (Input) async throws -> Output
  ) async throws -> [Output] {
    try await withThrowingTaskGroup(of: (Int, Output).self) { group in
      for (index, input) in inputs.enumerated() {
        group.addTask { (index, try await transform(input)) }
      }
      var results = [Output?](repeating: nil, count: inputs.count)
      while let (index, output) = try await group.next() {
        results[index] = output
      }
      return results.compactMap { $0 }
    }
  }
}
