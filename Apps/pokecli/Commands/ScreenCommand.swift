import Presentation

/// A command that reads one screen and prints it as text or, with `--json`, as JSON:
/// `games`, `languages`, `data info`. The reading is the command's; the printing is here.
protocol ScreenCommand: RootCommand {
  associatedtype Printed: Screen

  /// `--json`.
  var output: OutputOptions { get }

  /// The screen to print, read through `root`.
  /// - Throws: `PokedexError` or `CommandFailure` for a user to read.
  func screen(from root: CompositionRoot) async throws -> Printed
}

extension ScreenCommand {
  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    let screen = try await screen(from: root)
    environment.output.write(root.format(json: output.json).render(screen, hints: root.hints()))
  }
}
