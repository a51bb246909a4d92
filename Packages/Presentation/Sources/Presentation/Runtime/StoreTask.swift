import Foundation

/// The work one `send` started, for a caller that must wait for it: a command that prints
/// once its page has loaded, a test.
///
/// Awaiting `finish()` waits for that work and for the work of every action it sent back,
/// so `await store.send(.task).finish()` returns with the state final.
public struct StoreTask: Sendable {
  let tasks: [Task<Void, Never>]

  /// A task with no work: what a store with nothing to run returns.
  public static let finished = StoreTask(tasks: [])

  /// Waits until the work, and the work it led to, has finished or been cancelled.
  public func finish() async {
    for task in tasks { await task.value }
  }
}
