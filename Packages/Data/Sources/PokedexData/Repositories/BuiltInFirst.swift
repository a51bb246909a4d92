import Domain
/// The rule "built-in data first", written once for every kind of answer: the built-in
/// data's, else the network's (through the cache) for what the data does not hold (an
/// entry newer than the data: `notCached`) or when the database cannot be read
/// (`unexpected`). Any other failure, such as a name the data does not know, is the
/// answer: the data is complete for its API, so no request is made for it.
public enum BuiltInFirst {
  public static func answer<Value: Sendable>(
    _ builtIn: () async throws -> Value, else network: () async throws -> Value
  ) async throws -> Value {
    do {
      return try await builtIn()
    } catch PokedexError.notCached, PokedexError.unexpected {
      return try await network()
    }
  }
}
