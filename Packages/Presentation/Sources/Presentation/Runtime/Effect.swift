import Foundation

/// Work a reducer asks the store to do after it has changed the state: load a page, save a
/// favorite. An effect feeds what happened back to the store as actions through `Send`.
///
/// Reducers stay pure because they only *describe* effects; the store runs them.
public struct Effect<Action: Sendable>: Sendable {
  /// One piece of async work that may send actions back.
  public typealias Operation = @Sendable (Send<Action>) async -> Void

  let operations: [Operation]

  /// No work: the state change was all.
  public static var none: Effect { Effect(operations: []) }

  /// Async work that reports what happened through `send`.
  public static func run(_ operation: @escaping Operation) -> Effect {
    Effect(operations: [operation])
  }

  /// Several effects run side by side.
  public static func merge(_ effects: Effect...) -> Effect {
    Effect(operations: effects.flatMap(\.operations))
  }

  /// Whether there is any work at all; lets tests assert a reducer asked for nothing.
  public var isNone: Bool { operations.isEmpty }

  /// Runs every operation side by side and returns when all have finished. The store calls
  /// this; a test store calls it with a `send` that records instead of reducing.
  public func run(send: Send<Action>) async {
    guard !operations.isEmpty else { return }
    await withTaskGroup(of: Void.self) { group in
      for operation in operations {
        group.addTask { await operation(send) }
      }
    }
  }
}

/// Feeds an action back into the store that runs an effect.
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @Sendable (Action) async -> Void

  /// Creates a sender that hands each action to `deliver`.
  public init(_ deliver: @escaping @Sendable (Action) async -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` and waits until the store has reduced it and run its effects.
  public func callAsFunction(_ action: Action) async {
    await deliver(action)
  }
}
