import Domain
/// Work a reducer asks the store to do after it has changed the state: load a page, save a
/// favorite, wait out a debounce. An effect feeds what happened back to the store as
/// actions through `Send`.
///
/// Reducers stay pure because they only describe effects; the store starts them. Work runs
/// on the main actor between its suspension points, and each action it sends is reduced at
/// once, on the spot, before the work goes on. Work that was cancelled may send as it
/// likes: `Send` drops what it sends, so no effect checks `Task.isCancelled` first.
public struct Effect<Action: Sendable>: Sendable {
  /// One piece of async work that may send actions back.
  public typealias Operation = @MainActor @Sendable (Send<Action>) async -> Void

  /// A piece of work and the ids it may be cancelled by, innermost first.
  struct Work: Sendable {
    var operation: Operation
    var marks: [EffectMark]
  }

  /// What the store does for this effect, in order.
  enum Step: Sendable {
    case start(Work)
    case cancel(EffectID)
    case send(Action)
  }

  let steps: [Step]

  /// No work: the state change was all.
  public static var none: Effect { Effect(steps: []) }

  /// Async work that reports what happened through `send`.
  public static func run(_ operation: @escaping Operation) -> Effect {
    Effect(steps: [.start(Work(operation: operation, marks: []))])
  }

  /// `action`, reduced right after the action that returned this effect, before any work
  /// runs: how a child tells its parent something (`.send(.delegate(.closed))`).
  public static func send(_ action: Action) -> Effect {
    Effect(steps: [.send(action)])
  }

  /// Several effects started side by side.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// Several effects started side by side, from a list.
  public static func merge(_ effects: [Effect]) -> Effect {
    Effect(steps: effects.flatMap(\.steps))
  }

  /// Stops every running effect marked with `id`; it sends nothing more.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(steps: [.cancel(EffectID(id))])
  }

  /// This effect's work, marked with `id` so that `cancel(id:)` can stop it. With
  /// `cancelInFlight`, starting it first stops the work already running under `id`, so only
  /// the newest survives (a new search query replaces the one in flight).
  ///
  /// Marks add up: work made cancellable twice stops at either id, and each id keeps its
  /// own `cancelInFlight`.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    let mark = EffectMark(id: EffectID(id), cancelsInFlight: cancelInFlight)
    return Effect(steps: steps.map { step in
      guard case .start(var work) = step else { return step }
      work.marks.append(mark)
      return .start(work)
    })
  }

  /// Whether there is any work at all; lets tests assert a reducer asked for nothing.
  public var isNone: Bool { steps.isEmpty }

  /// Turns an effect of a child feature's actions into one of its parent's.
  public func map<Parent: Sendable>(
    _ transform: @escaping @Sendable (Action) -> Parent
  ) -> Effect<Parent> {
    Effect<Parent>(steps: steps.map { step in
      switch step {
      case .cancel(let id): return .cancel(id)
      case .send(let action): return .send(transform(action))
      case .start(let work):
        let operation = work.operation
        return .start(.init(
          operation: { send in await operation(Send { send(transform($0)) }) },
          marks: work.marks))
      }
    })
  }
}

extension Effect {
  /// Runs `work` and sends its value, or the `PokedexError` it failed with, as `action`:
  /// the shape of every load a feature makes.
  ///
  /// Work cancelled while it ran sends nothing: `Send` drops what cancelled work sends.
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
      send(action(result))
    }
  }
}

/// The identity of cancellable work: any hashable value a feature chooses.
struct EffectID: Hashable, @unchecked Sendable {
  // Built only from `Hashable & Sendable` values, so the wrapped value is Sendable.
  let value: AnyHashable

  init(_ value: some Hashable & Sendable) {
    self.value = AnyHashable(value)
  }
}

/// One id a piece of work is marked with, and whether starting the work stops what is
/// already running under that id.
struct EffectMark: Sendable {
  var id: EffectID
  var cancelsInFlight: Bool
}
