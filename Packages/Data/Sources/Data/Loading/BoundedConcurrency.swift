import Foundation

/// Runs async work over a list with at most `limit` pieces in flight, keeping list order.
///
/// PokeAPI asks clients to be polite: a page of twenty rows must not open forty connections
/// at once. Results come back in the input's order whatever order they finish in; the
/// first error cancels the rest and is rethrown.
enum BoundedConcurrency {
  static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input],
    limit: Int,
    _ transform: @escaping @Sendable (Input) async throws -> Output
  ) async throws -> [Output] {
    try await withThrowingTaskGroup(of: (Int, Output).self) { group in
      var results = [Output?](repeating: nil, count: inputs.count)
      var next = 0
      func startNext() {
        guard next < inputs.count else { return }
        let index = next
        let input = inputs[index]
        group.addTask { (index, try await transform(input)) }
        next += 1
      }
      for _ in 0..<max(1, limit) { startNext() }
      while let (index, output) = try await group.next() {
        results[index] = output
        startNext()
      }
      return results.compactMap { $0 }
    }
  }
}
