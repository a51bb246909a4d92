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

/// Runs pokecli itself, when a test runs it in-process, two runs at a time, on threads of
/// its own.
///
/// Why: hundreds of tests start together, and most of them run pokecli: open a database,
/// decode, lay out text. Unbounded, all that work forms one queue on the cooperative pool
/// (a store's effects run there whatever executor the run started on), and every step of
/// the loopback servers in this process (accept, read, answer) waits at the back of it.
/// With a build beside the suite that queue was seen to pass half a minute: servers missed
/// their start-up wait, and pokecli processes started by other tests gave up on them after
/// their 20 s deadline. Two runs at a time keep the queue short; the rest wait their turn,
/// first come first served, before they start, when nothing of theirs is timed.
///
/// The cost: a test's own time limit counts its waits, one per command it runs, and a
/// test is served as late as the whole suite's work ahead of it. With the suite beside a
/// build and a second suite (22 minutes in all), tests of five minutes' limit failed in
/// the queue. So the suites that run commands here allow 20 minutes: still a hang's
/// limit, far inside CI's 90, and past any queue seen.
///
/// Same contract as `CorpusLane` for the executor: actors and child tasks follow the body
/// onto the lane; unstructured tasks do not.
public enum CommandLane {
  static let executor = DedicatedThreadsExecutor(threadCount: 2, name: "command-lane")
  static let turns = Turns(width: 2)

  public static func run<T: Sendable>(
    _ body: () async throws -> T
  ) async rethrows -> T {
    await turns.enter()
    do {
      let value = try await withTaskExecutorPreference(executor, operation: body)
      await turns.leave()
      return value
    } catch {
      await turns.leave()
      throw error
    }
  }
}

/// At most `width` holders at once; the others wait, first come first served.
actor Turns {
  private let width: Int
  private var holders = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(width: Int) {
    self.width = max(1, width)
  }

  /// Returns once it is the caller's turn.
  func enter() async {
    if holders < width {
      holders += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Ends the caller's turn, handing it to the first waiting, if any.
  func leave() {
    if waiting.isEmpty {
      holders -= 1
    } else {
      waiting.removeFirst().resume()
    }
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
