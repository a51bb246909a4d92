import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A misuse of the runtime that would otherwise go unseen: an action that is not reduced
/// when it was sent, or is reduced later than it was sent.
public struct RuntimeIssue: Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// Work sent an action after it had returned; the action was dropped.
    case sentAfterFinishing
    /// Work that was cancelled sent an action after it had returned; the action was
    /// dropped. (What cancelled work sends before it returns is dropped without a report:
    /// that is the guard every effect relies on, not a misuse.)
    case sentAfterCancellation
    /// An action was sent while the store was reducing (from an observer, say); it is
    /// reduced after the current one.
    case reentrantSend
  }

  /// What went wrong.
  public let kind: Kind
  /// One line that says what happened, naming the action, and what to do instead.
  public let message: String

  /// The message: what a reporter writes.
  public var description: String { message }

  static func sentAfterFinishing(_ action: some Sendable) -> RuntimeIssue {
    RuntimeIssue(
      kind: .sentAfterFinishing,
      message: "An effect sent \(action) after it had finished; the action was dropped. "
        + "Send only from the effect's own work, before it returns.")
  }

  static func sentAfterCancellation(_ action: some Sendable) -> RuntimeIssue {
    RuntimeIssue(
      kind: .sentAfterCancellation,
      message: "An effect sent \(action) after it was cancelled; the action was dropped. "
        + "Send only from the effect's own work, before it returns.")
  }

  static func reentrantSend(_ action: some Sendable, during current: some Sendable)
    -> RuntimeIssue
  {
    RuntimeIssue(
      kind: .reentrantSend,
      message: "\(action) was sent while the store was reducing \(current); "
        + "it is reduced after it. Send from a view's event or an effect instead.")
  }
}

/// Where the runtime reports a `RuntimeIssue`: a test store fails the test, a store in a
/// debug build writes one line to standard error, a release build says nothing.
///
/// It is injected into the store, so a misuse is seen where it can be acted on instead
/// of vanishing.
public struct RuntimeReporter: Sendable {
  private let handle: @Sendable (RuntimeIssue) -> Void

  /// A reporter that hands each issue to `handle`.
  public init(_ handle: @escaping @Sendable (RuntimeIssue) -> Void) {
    self.handle = handle
  }

  /// Reports `issue`.
  public func report(_ issue: RuntimeIssue) {
    handle(issue)
  }

  /// Says nothing.
  public static let silent = RuntimeReporter { _ in }

  /// One line on standard error per issue, made safe and short: it quotes an action,
  /// which may hold whole pages and text from outside, and bypasses the app's output sink.
  public static let standardError = RuntimeReporter { issue in
    let line = SafeText.bounded(SafeText.clean("runtime warning: \(issue.message)"))
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// What a store reports to unless told otherwise: standard error in a debug build,
  /// nothing in a release build.
  public static var `default`: RuntimeReporter {
    #if DEBUG
      standardError
    #else
      silent
    #endif
  }
}
