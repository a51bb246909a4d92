import ArgumentParser
import Domain
import Infrastructure
#if canImport(Glibc)
  import CMalloc
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension PokeCLI {
  /// Runs pokecli with the process's arguments and exits with its status.
  ///
  /// Replaces ArgumentParser's default `main()` so that every failure, a usage error too,
  /// is one line on standard error.
  static func main() async {
    tuneMalloc()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let writeFailures = WriteFailures()
    let environment = AppEnvironment.live(writeFailures: writeFailures)
    var status = await run(arguments, in: environment)
    if let reason = writeFailures.reason(on: .standardOutput) {
      // Said on standard error if it can still be written; the status says it regardless.
      environment.filtered(styles: false).errorOutput.write(
        "pokecli: the output could not be written: \(reason)\n")
    }
    if status == 0, writeFailures.reason(on: .standardOutput) != nil
      || writeFailures.reason(on: .standardError) != nil
    {
      status = 1
    }
    // Closes the HTTP client's connections and event loop before the process ends.
    await environment.httpClient.shutdown()
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #elseif canImport(Darwin)
      Darwin.exit(status)
    #endif
  }

  /// Parses `arguments`, runs the command in `environment` and returns the exit status:
  /// 0 on success, 64 for a usage error, 1 for a runtime failure. Tests call this.
  static func run(_ arguments: [String], in environment: AppEnvironment) async -> Int32 {
    do {
      // The async parse: shell completion's name lists are read by async closures, in
      // this run's environment.
      var command = try await CompletionWords.$environment.withValue(environment) {
        try await asyncParseAsRoot(arguments)
      }
      switch command {
      case let command as any EnvironmentCommand:
        try await command.run(in: environment)
      case var command as any AsyncParsableCommand:
        try await command.run()
      default:
        try command.run()
      }
      return ExitCode.success.rawValue
    } catch {
      // pokecli's own lines: no escape code of any kind belongs in them.
      return report(error, arguments: arguments, in: environment.filtered(styles: false))
    }
  }

  private static func report(
    _ error: any Error, arguments: [String], in environment: AppEnvironment
  ) -> Int32 {
    // A command that throws an exit code has already said why on stderr.
    if let exit = error as? ExitCode { return exit.rawValue }
    let code = exitCode(for: error)
    if code == .success {
      var message = fullMessage(for: error)
      if let shell = completionShell(in: arguments) {
        message = CompletionAliases.amend(
          message, shell: shell, aliases: CompletionAliases.aliases(of: PokeCLI.self))
      }
      environment.output.write(message + "\n")
    } else if code == .validationFailure {
      let help = (["pokecli"] + subcommandPath(in: arguments) + ["--help"])
        .joined(separator: " ")
      let line = SafeText.url(ParserMessage.houseStyle(message(for: error)))
        .trimmedOfSpaces()
      environment.errorOutput.write("pokecli: \(line) (help: \(help))\n")
    } else {
      let text = SafeText.url(message(for: error))
      if !text.isEmpty { environment.errorOutput.write("pokecli: \(text)\n") }
    }
    return code.rawValue
  }

  /// The subcommand names at the start of `arguments` (`favorites add`), for the hint.
  private static func subcommandPath(in arguments: [String]) -> [String] {
    var path: [String] = []
    var commands = configuration.subcommands
    for argument in arguments {
      guard let command = commands.first(where: { $0._commandName == argument }) else { break }
      path.append(argument)
      commands = command.configuration.subcommands
    }
    return path
  }

  /// The shell `--generate-completion-script SHELL` (or `=SHELL`) names, if asked for.
  private static func completionShell(in arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == "--generate-completion-script" {
        return index + 1 < arguments.count ? arguments[index + 1] : nil
      }
      if argument.hasPrefix("--generate-completion-script=") {
        return String(argument.dropFirst("--generate-completion-script=".count))
      }
    }
    return nil
  }

  /// Tunes glibc's malloc for a process that runs one command and ends, as the first
  /// thing it does:
  /// - one arena for every thread. By default each thread of the concurrency pool that
  ///   allocates gets an arena of its own, grown a few pages at a time (662 `mprotect`
  ///   calls for `find pika`, 12 with one arena); a command's work hops between threads,
  ///   so its memory was spread over several. About 1 ms off the longest answers
  ///   (`location giants-bed`, `where magikarp`).
  /// - blocks of up to 32 MB from the heap, and the heap's top kept up to 64 MB: by
  ///   default a block of 128 KB or more (a place's rows, its text) is a mapping of its
  ///   own, faulted in page by page and unmapped when freed, and the heap is given back
  ///   as soon as 128 KB at its top are free, to be faulted in again. About 0.3 ms off
  ///   the same answers and a card (measured in docs/performance.md).
  /// A one-shot command has nothing for arenas or trimming to spare it from; `browse`
  /// keeps what it freed for what it allocates next.
  private static func tuneMalloc() {
    #if canImport(Glibc)
      _ = mallopt(M_ARENA_MAX, 1)
      _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
      _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
    #endif
  }
}
