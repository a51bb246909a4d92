import Foundation
import Presentation
import Testing

/// A small feature that exercises the runtime: a query that is debounced, then looked up,
/// where a newer query replaces the one in flight.
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
        guard !Task.isCancelled else { return }
        send(.searched(query))
      }.cancellable(id: DebounceID(), cancelInFlight: true)
    case .searched(let query):
      return Effect.run { [search] send in
        let results = await search(query)
        guard !Task.isCancelled else { return }
        send(.resultsArrived(results))
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
        guard !Task.isCancelled else { return }
        send(.second)
      }
    case .first:
      return .run { [gate] send in
        await gate?.wait(for: "first")
        guard !Task.isCancelled else { return }
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
