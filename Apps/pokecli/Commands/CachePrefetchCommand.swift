import ArgumentParser
import PokedexData
import Domain
import Presentation

extension CacheCommand {
  /// `pokecli cache prefetch --all | --generation N | --range A-B`.
  struct Prefetch: RootCommand {
    static let configuration = CommandConfiguration(
      commandName: "prefetch",
      abstract: "Fetch Pokémon cards into the cache ahead of time, to use them offline.",
      discussion: """
        Cards already fresh in the cache are skipped, so an interrupted prefetch resumes \
        where it stopped. At most 8 requests are in flight at once, and documents shared by \
        many Pokémon (types, abilities, evolution chains) are fetched once.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "All 1351 Pokémon, forms included.")
    var all = false

    @Flag(help: "Fetch each Pokémon's sprite too, for cards drawn offline.")
    var sprites = false

    @Option(help: ArgumentHelp(
      "The Pokémon whose species a generation introduced, forms included (1–9).",
      valueName: "n"))
    var generation: Int?

    @Option(help: ArgumentHelp("Pokémon with ids from A to B, such as 1-151.", valueName: "A-B"))
    var range: String?

    func validate() throws {
      let chosen = [all, generation != nil, range != nil].filter { $0 }.count
      guard chosen == 1 else {
        throw ValidationError("give one of --all, --generation N or --range A-B")
      }
      if let generation, generation < 1 {
        throw ValidationError("--generation must be 1 or more, not \(generation)")
      }
      if let range, Self.parse(range) == nil {
        if let reversed = Self.parse(range, reversed: true) {
          throw ValidationError(
            "--range goes from the lower id to the higher: \(reversed.lowerBound)-"
              + "\(reversed.upperBound), not \"\(range)\"")
        }
        throw ValidationError("--range must be two ids such as 1-151, not \"\(range)\"")
      }
      try global.refuseOffline("prefetch fetches from PokeAPI")
    }

    /// `1-151` → 1...151; with `reversed`, `151-1` → 1...151 (to say the order is wrong).
    static func parse(_ text: String, reversed: Bool = false) -> ClosedRange<Int>? {
      let parts = text.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 2, var low = Int(parts[0]), var high = Int(parts[1]) else {
        return nil
      }
      if reversed { (low, high) = (high, low) }
      guard low >= 1, low <= high else { return nil }
      return low...high
    }

    private var selection: PrefetchPokemon.Selection {
      if let generation { return .generation(generation) }
      if let range, let parsed = Self.parse(range) { return .range(parsed) }
      return .all
    }

    func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
      let repository = try root.cachedRepository()
      let prefetch = PrefetchPokemon(
        pokemon: repository, cache: repository,
        sprites: sprites ? try root.spriteRepository() : nil)
      let ids = try await WaitNotice.during(
        "reading the national list, types and generations…", in: environment
      ) { try await prefetch.ids(for: selection) }
      let progress = PrefetchProgress(
        environment: environment, theme: root.theme, width: root.width)
      let report = await prefetch(ids) { done, total in progress.show(done, total) }
      progress.finish()
      environment.output.write(PrefetchRenderer.summary(
        report, location: try root.cacheStorage().location, theme: root.theme, width: root.width))
      if !report.failures.isEmpty { throw ExitCode.failure }
    }
  }
}

/// Shows a prefetch's progress on stderr: a bar redrawn in place on a terminal, a line
/// every tenth of the way otherwise.
struct PrefetchProgress: Sendable {
  let environment: AppEnvironment
  let theme: Theme
  let width: Int

  func show(_ done: Int, _ total: Int) {
    if environment.errorOutputIsTerminal {
      environment.errorOutput.write(
        "\r" + PrefetchRenderer.bar(done: done, total: total, theme: theme, width: width))
    } else if PrefetchRenderer.isMilestone(done: done, total: total) {
      environment.errorOutput.write(PrefetchRenderer.line(done: done, total: total) + "\n")
    }
  }

  func finish() {
    if environment.errorOutputIsTerminal { environment.errorOutput.write("\r\u{1B}[K") }
  }
}
