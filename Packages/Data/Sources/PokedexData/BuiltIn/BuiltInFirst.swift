import Domain
/// "Built-in data first", decided once for every kind of answer: Pokémon (through
/// `LayeredPokemonRepository`), moves, abilities, items and natures
/// (`BuiltInFirstRepository`), learnsets, who learns a move and entries' names
/// (`Layered`).
///
/// 1. Where the cache can hold answers newer than the data (`update` refreshes Pokémon
///    past it), an answer it stored after the data was generated wins, whatever its age.
/// 2. Else the built-in data answers, without a request.
/// 3. Else the cache over the network answers, as it always has, for what the data does
///    not hold (`notCached`: a list or rows it lacks) and when the data cannot be read
///    (`unexpected`, or a storage failure).
///
/// A name or number the data does not know (`entryNotFound`, with the closest names) is the answer
/// and costs no request while the data knows every name there is. For Pokémon that holds
/// until PokeAPI lists more of them than the data (`NewPokemonCheck`); then the network is
/// asked, and the data's "no such name" still answers when the network cannot (offline,
/// failing). Any other failure of the data is the answer.
public struct BuiltInFirst: Sendable {
  /// The cache's answers newer than the data; `nil` where that step does not apply.
  let newerInCache: NewerInCache?
  /// Whether the data knows every name there is, so a name it lacks is no entry.
  let knowsEveryName: @Sendable () async -> Bool

  /// The rule for a kind whose data knows every name of its API and which nothing caches
  /// past the data: every kind but Pokémon.
  public init() {
    self.init(newerInCache: nil, knowsEveryName: { true })
  }

  /// The rule with the cache's newer answers first, and names the data may lack.
  init(newerInCache: NewerInCache?, knowsEveryName: @escaping @Sendable () async -> Bool) {
    self.newerInCache = newerInCache
    self.knowsEveryName = knowsEveryName
  }

  /// The answer, by the rule.
  /// - Parameters:
  ///   - newer: the cache's answer stored after the data, read from what it is given;
  ///     called only where that step applies.
  ///   - builtIn: the data's answer.
  ///   - network: the cache over the network's answer.
  func answer<Value: Sendable>(
    newer: (NewerInCache) async throws -> Value? = { _ in nil },
    builtIn: () async throws -> Value,
    else network: () async throws -> Value
  ) async throws -> Value {
    if let value = try await self.newer(newer) { return value }
    do {
      return try await builtIn()
    } catch let failure as PokedexError {
      switch failure {
      case .notCached, .unexpected, .unreadableFile, .storageFailed:
        return try await network()
      case .entryNotFound:
        guard await !knowsEveryName() else { throw failure }
        do {
          return try await network()
        } catch let error as PokedexError where error.isNotCached || error.isNetworkFailure {
          throw failure
        }
      default:
        throw failure
      }
    }
  }

  /// The rule for many answers at once (a page of rows): each one newer in the cache,
  /// else held by the data, and the rest from the network in one call. Data that cannot
  /// be read holds none of them.
  ///
  /// Past `listedPast` answers the cache is listed once (`NewerInCache.listed()`) rather
  /// than asked for each: a listing reads every folder of the cache, which a page of rows
  /// need not pay when the cache is large, and which a sort over every Pokémon saves
  /// thousands of look-ups with.
  func answerEach<Key: Hashable & Sendable, Value: Sendable>(
    _ keys: [Key],
    newer: (NewerInCache, Key) async throws -> Value?,
    builtIn: ([Key]) async throws -> [Key: Value],
    else network: ([Key]) async throws -> [Key: Value]
  ) async throws -> [Key: Value] {
    let held = (try? await builtIn(keys)) ?? [:]
    let newerInCache = keys.count > Self.listedPast ? self.newerInCache?.listed() : self.newerInCache
    var answers: [Key: Value] = [:]
    var rest: [Key] = []
    for key in keys {
      var stored: Value?
      if let newerInCache { stored = try await newer(newerInCache, key) }
      if let value = stored ?? held[key] {
        answers[key] = value
      } else {
        rest.append(key)
      }
    }
    guard !rest.isEmpty else { return answers }
    return answers.merging(try await network(rest)) { answered, _ in answered }
  }

  /// How many answers at once are worth one listing of the cache.
  static let listedPast = 64

  /// The cache's answer newer than the data, where that step applies.
  func newer<Value>(_ read: (NewerInCache) async throws -> Value?) async rethrows -> Value? {
    guard let newerInCache else { return nil }
    return try await read(newerInCache)
  }
}
