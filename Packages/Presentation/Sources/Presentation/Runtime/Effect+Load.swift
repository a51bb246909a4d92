import Domain
import Foundation

extension Effect {
  /// Runs `work` and sends its value, or the `PokedexError` it failed with, as `action`:
  /// the shape of every load a feature makes.
  public static func load<Value: Sendable>(
    _ work: @escaping @Sendable () async throws -> Value,
    then action: @escaping @Sendable (Result<Value, PokedexError>) -> Action
  ) -> Effect {
    .run { send in
      let result: Result<Value, PokedexError>
      do {
        result = .success(try await work())
      } catch {
        result = .failure(PokedexError(error))
      }
      await send(action(result))
    }
  }
}
