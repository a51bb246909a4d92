/// Reads several entries at once, each as a task of its own, and gives each one's result
/// by its place among them, so a use case throws the first failure in the order asked
/// (compare's Pokémon, coverage's and a team's moves). The one way a use case reads side
/// by side.
enum SideBySide {
  /// What `read` gives for each of `queries`, in their order.
  static func results<Query: Sendable, Value: Sendable>(
    _ queries: [Query], _ read: @escaping @Sendable (Query) async throws -> Value
  ) async -> [Result<Value, any Error>] {
    let placed = await withTaskGroup(of: Placed<Value>.self) { group in
      for (index, query) in queries.enumerated() {
        group.addTask {
          do {
            return Placed(index: index, result: .success(try await read(query)))
          } catch {
            return Placed(index: index, result: .failure(error))
          }
        }
      }
      var results: [Int: Result<Value, any Error>] = [:]
      for await one in group { results[one.index] = one.result }
      return results
    }
    return queries.indices.map { index in
      placed[index] ?? .failure(PokedexError.unexpected(reason: "read \(index + 1) of \(queries.count) was lost"))
    }
  }
}

/// One result by its place. A struct, not a tuple: Swift 6.3's optimizer miscompiled a
/// task group's `(Int, Result<…, any Error>)`, whose index read back wrong in release
/// builds only (compare and team showed one Pokémon; `scripts/check-portable.sh` runs
/// them from the release build for that reason).
private struct Placed<Value: Sendable>: Sendable {
  var index: Int
  var result: Result<Value, any Error>
}
