import Dispatch
import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals a full-screen program must answer, delivered as plain calls on a queue.
///
/// Dispatch signal sources do the async-signal-safe part: no code of ours runs inside a
/// signal handler, and each signal reaches `handler` on the given serial queue like any
/// other event. The dispositions found at the start are saved and put back by `cancel()`.
/// A terminating signal or SIGTSTP that was ignored when the watch began (as `nohup` and
/// shells without job control arrange) stays ignored and is not watched.
///
/// Not thread-safe: create, use and cancel it on the queue it delivers to.
final class SignalWatch {
  /// Signals that end the program: it gives the terminal back, then dies of the signal.
  static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  /// Every signal watched: size changes, suspend and resume, and the terminating ones.
  static let all: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT] + terminating

  private var previous: [(signal: Int32, action: sigaction)] = []
  private var sources: [any DispatchSourceSignal] = []

  /// Starts delivering every watched signal to `handler` on `queue`, and returns once
  /// the system delivers them (a signal sent earlier than that would be lost), or after
  /// a second at most. Call it from any queue but `queue`.
  init(queue: DispatchQueue, handler: @escaping @Sendable (Int32) -> Void) {
    let registered = DispatchGroup()
    for number in Self.all {
      var action = sigaction()
      sigaction(number, nil, &action)
      let respected = number == SIGTSTP || Self.terminating.contains(number)
      if respected, Self.isIgnored(action) { continue }
      previous.append((number, action))
      // Dispatch needs the default action out of the way (it would stop or end the
      // process first); on Linux it then installs its own forwarding handler.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: Self.sources)
      source.setEventHandler { queue.async { handler(number) } }
      registered.enter()
      source.setRegistrationHandler { registered.leave() }
      source.resume()
      sources.append(source)
    }
    _ = registered.wait(timeout: .now() + .seconds(1))
    reinstallForwarding()
  }

  /// On Linux, Dispatch forwards a signal to its sources through a handler it installs
  /// once per process, when the signal's first source registers. A watch after an
  /// earlier one was cancelled (which put the old disposition back) would find the
  /// signal merely ignored, so the handler seen the first time is installed again.
  private func reinstallForwarding() {
    for (number, _) in previous {
      var current = sigaction()
      sigaction(number, nil, &current)
      if !Self.isIgnored(current) {
        Self.forwarding.remember(current, for: number)
      } else if var forwarding = Self.forwarding.action(for: number) {
        sigaction(number, &forwarding, nil)
      }
    }
  }

  /// The forwarding handlers Dispatch installed, by signal.
  private static let forwarding = ForwardingActions()

  /// The queue signal sources deliver to, apart from the terminal's own queue, so that
  /// their registration can be awaited while that queue is busy starting the terminal.
  private static let sources = DispatchQueue(label: "pokecli.terminal.signals")

  /// Whether Ctrl-Z may stop the program: SIGTSTP was not ignored when the watch began.
  var canSuspend: Bool { previous.contains { $0.signal == SIGTSTP } }

  /// Stops delivering signals and puts every disposition back as it was found.
  func cancel() {
    for source in sources { source.cancel() }
    sources = []
    for (signal, action) in previous {
      var action = action
      sigaction(signal, &action, nil)
    }
    previous = []
  }

  /// Stops the whole process as SIGTSTP's default action does, so the shell sees a
  /// suspended job, and returns once it is continued (or at once when the system refuses
  /// to stop it, as it does for an orphaned process group).
  func stopProcess() {
    var watching = sigaction()
    var stopping = Self.defaultAction()
    sigaction(SIGTSTP, &stopping, &watching)
    Self.raiseUnblocked(SIGTSTP)
    sigaction(SIGTSTP, &watching, nil)
  }

  /// Raises `signal` on the calling thread with the signal unblocked, so its action
  /// (the one in place now) happens before this returns, if it returns.
  static func raiseUnblocked(_ signal: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &set, &mask)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  // MARK: - Dispositions

  private static func defaultAction() -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = SIG_DFL
    #else
      action.__sigaction_handler.sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    return action
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    guard action.sa_flags & SA_SIGINFO == 0 else { return false }
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

/// Signal actions kept for the life of the process, safe to use from any thread.
private final class ForwardingActions: @unchecked Sendable {
  // @unchecked: `actions` is only touched while holding `lock`.
  private let lock = Lock()
  private var actions: [Int32: sigaction] = [:]

  func remember(_ action: sigaction, for signal: Int32) {
    lock.withLock { actions[signal] = action }
  }

  func action(for signal: Int32) -> sigaction? {
    lock.withLock { actions[signal] }
  }
}
