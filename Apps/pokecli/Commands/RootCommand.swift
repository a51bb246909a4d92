import Domain

/// A command whose work needs the composition root. Its `execute(in:)` makes the one root
/// of the command from its global options and, however the work ends, writes the notices
/// the root collected (an answer served stale, a sprite not to be had) to stderr.
protocol RootCommand: EnvironmentCommand {
  /// The command's work, with its root. Throws as `execute(in:)`.
  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws
}

extension RootCommand {
  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    try await execute(with: root, in: environment)
  }
}
