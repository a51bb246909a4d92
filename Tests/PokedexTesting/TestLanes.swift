import Foundation

/// Runs the corpus suites' long, CPU-bound checks on threads of their own, outside Swift's
/// cooperative pool.
///
/// Why: the pool has one thread per core (two on CI). A check that decodes every PokeAPI
/// document holds a pool thread for tens of seconds, so two of them leave nothing for the
/// loopback servers that other suites run in this same process; those servers then answer
/// after pokecli's deadline and unrelated tests fail, most often with a build beside them.
/// On these threads the checks compete for the CPU like any other thread, and the kernel's
/// scheduler, not the pool, shares it out.
///
/// Contract: `run` makes the lane the preferred executor for the body and for every child
/// task it starts; work the body hands to an actor, or to an unstructured `Task`, runs where
/// it always would. The lane's threads live as long as the test process.
public enum CorpusLane {
  /// Two threads: enough to keep a 2-core machine's corpus checks as fast as before, while
  /// the pool stays free for everything else.
  static let executor = DedicatedThreadsExecutor(threadCount: 2, name: "corpus-lane")

  public static func run<T>(
    _ body: () async throws -> T
  ) async throws -> T {
    try await withTaskExecutorPreference(executor, operation: body)
  }
}

/// Runs pokecli itself, when a test runs it in-process, on threads of its own, outside
/// Swift's cooperative pool.
///
/// Why: hundreds of tests start together, and most of them run pokecli: open a database,
/// decode, lay out text. On the pool all that work forms one queue, and every step of the
/// loopback servers those tests talk to (accept, read, answer) waits at the back of it.
/// With a build beside the suite that queue was seen to reach half a minute, long enough
/// for a server to miss its own start-up wait. Here pokecli's work queues on the lane while
/// the pool, and so every loopback server, stays short of work and answers at once.
///
/// Same contract as `CorpusLane`: actors and child tasks follow the body onto the lane;
/// unstructured tasks do not.
public enum CommandLane {
  static let executor = DedicatedThreadsExecutor(threadCount: 2, name: "command-lane")

  public static func run<T: Sendable>(
    _ body: () async throws -> T
  ) async rethrows -> T {
    try await withTaskExecutorPreference(executor, operation: body)
  }
}

/// A task executor backed by a fixed set of threads that take jobs first in, first out.
final class DedicatedThreadsExecutor: TaskExecutor, @unchecked Sendable {
  // @unchecked: `jobs` is read and written only while `condition` is locked.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  init(threadCount: Int, name: String) {
    for index in 0..<max(1, threadCount) {
      let thread = Thread { [unowned self] in self.serve() }
      thread.name = "\(name)-\(index)"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func serve() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
