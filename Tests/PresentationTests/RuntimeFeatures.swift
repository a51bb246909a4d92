import Foundation
import Presentation
import Testing

/// A small feature that exercises the runtime: a query that is debounced, then looked up,
/// where a newer query replaces the one in flight. Like every feature's effects, its
/// effects do not check `Task.isCancelled`: `Send` drops what cancelled work sends.
struct Lookup: Reducer {
  struct State: Equatable, Sendable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case searched(String)
    case resultsArrived([String])
    case stopped
  }

  struct DebounceID: Hashable, Sendable {}
  struct SearchID: Hashable, Sendable {}

  let clock: any Clock<Duration>
  let search: @Sendable (String) async -> [String]

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return Effect.run { [clock] send in
        do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
        send(.searched(query))
      }.cancellable(id: DebounceID(), cancelInFlight: true)
    case .searched(let query):
      return Effect.load({ [search] in await search(query) }) { result in
        .resultsArrived((try? result.get()) ?? [])
      }.cancellable(id: SearchID(), cancelInFlight: true)
    case .resultsArrived(let results):
      state.results = results
      return .none
    case .stopped:
      return .merge(.cancel(id: DebounceID()), .cancel(id: SearchID()))
    }
  }
}

/// A feature whose effects send several actions and start more work: the order in which
/// they are reduced is the runtime's contract. Each action is written down as reduced.
struct Relay: Reducer {
  struct State: Equatable, Sendable {
    var log: [Action] = []
  }

  enum Action: Equatable, Sendable {
    case start, first, second, third
    case waitFirst, cancelInner, cancelOuter
  }

  struct Inner: Hashable, Sendable {}
  struct Outer: Hashable, Sendable {}

  /// Where the work waits, when the test wants to decide when it goes on.
  var gate: Gate?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append(action)
    switch action {
    case .start:
      return .run { [gate] send in
        send(.first)
        await gate?.wait(for: "start")
        send(.second)
      }
    case .first:
      return .run { [gate] send in
        await gate?.wait(for: "first")
        send(.third)
      }
    case .waitFirst:
      return reduce(into: &state, action: .first)
        .cancellable(id: Inner(), cancelInFlight: true).cancellable(id: Outer())
    case .cancelInner:
      return .cancel(id: Inner())
    case .cancelOuter:
      return .cancel(id: Outer())
    case .second, .third:
      return .none
    }
  }
}

/// A feature whose work naps on a clock, then says it woke, cancelled or not: what it
/// sends after a cancelled nap must be dropped by `Send`.
struct Nap: Reducer {
  struct State: Equatable, Sendable {
    var log: [Action] = []
  }

  enum Action: Equatable, Sendable {
    case nap, woke
  }

  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append(action)
    guard action == .nap else { return .none }
    return .run { [clock] send in
      try? await clock.sleep(for: .seconds(1))
      send(.woke)
    }
  }
}

/// Work that answers when the test opens the gate for its key, so a test decides the
/// order; and tells a test when work waits at it. Nothing polls.
actor Gate {
  private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
  private var watchers: [String: [CheckedContinuation<Void, Never>]] = [:]
  private var opened: Set<String> = []

  func wait(for key: String) async {
    if opened.contains(key) { return }
    await withCheckedContinuation { continuation in
      waiting[key, default: []].append(continuation)
      for watcher in watchers.removeValue(forKey: key) ?? [] { watcher.resume() }
    }
  }

  func open(_ key: String) {
    opened.insert(key)
    for continuation in waiting.removeValue(forKey: key) ?? [] { continuation.resume() }
  }

  /// Returns once some work waits for `key`.
  func someoneWaits(for key: String) async {
    if waiting[key]?.isEmpty == false { return }
    await withCheckedContinuation { watchers[key, default: []].append($0) }
  }
}

extension Issue {
  /// Whether the issue's comments say each of `texts`: how a test matches the known issue
  /// it means, and no other.
  func says(_ texts: String...) -> Bool {
    let said = comments.map(\.rawValue).joined(separator: "\n")
    return texts.allSatisfy { said.contains($0) }
  }
}
