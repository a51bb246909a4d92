import PokedexData
import Domain
import Infrastructure
import Presentation

/// Builds the concrete objects a command needs, once, from the options and environment.
///
/// The only place that knows every layer: it picks the base URL, the folders, the cache
/// policy, the theme and the width, stacks the cache over PokeAPI, and wires the stores
/// to the repositories.
struct CompositionRoot {
  let environment: AppEnvironment
  let options: GlobalOptions
  /// What to say on stderr once the command has answered.
  let notices = Notices()
  /// How the cache decides what to trust.
  let policy: CachePolicy
  /// The hosts `POKECLI_IMAGE_HOSTS` allows images from, besides the API's own.
  let listedImageHosts: [ImageHosts.Origin]
  /// The documents this command's loaders fetched last, shared by its repositories so
  /// that no part of a command asks again for a document another part just read.
  let recentDocuments = RecentBodies()
  /// The built-in database's openings its repositories share (`builtInDatabase()`).
  let openings = DatabaseOpenings()

  /// Reads the options and environment that every command depends on.
  /// - Throws: `UsageFailure` when `POKECLI_MAX_AGE` is not a duration, or
  ///   `POKECLI_IMAGE_HOSTS` lists something that is not a host.
  init(environment: AppEnvironment, options: GlobalOptions) throws {
    self.environment = environment
    self.options = options
    var freshness = CachePolicy.defaultFreshness
    if let text = options.maxAge ?? environment.variables["POKECLI_MAX_AGE"], !text.isEmpty {
      guard let seconds = DurationText.seconds(in: text) else {
        throw UsageFailure(
          message: "POKECLI_MAX_AGE must be a duration such as 7d, 12h, 30m or 0, not \"\(text)\": "
            + DurationText.expected)
      }
      freshness = seconds
    }
    self.policy = CachePolicy(
      freshness: freshness, isOffline: options.offline, now: environment.now)
    self.listedImageHosts = try Self.listedImageHosts(in: environment)
  }

  // MARK: - Folders

  /// The cache folder (POKECLI_CACHE_DIR, XDG_CACHE_HOME/pokecli, ~/.cache/pokecli).
  var cacheFolder: URL {
    StorageLocations.url(
      of: .cache, environment: environment.variables, home: environment.home,
      isMacOS: environment.isMacOS)
  }

  /// The cache of the API in use: one subfolder per base URL, so a mirror's answers never
  /// stand in for pokeapi.co's.
  func cacheStorage() throws -> FileStorage {
    FileStorage(
      folder: cacheFolder.appendingPathComponent(try endpoints().cacheNamespace), durable: false)
  }

  /// The user's data (POKECLI_DATA_DIR, XDG_DATA_HOME, ~/.local/share/pokecli).
  var dataStorage: FileStorage {
    FileStorage(folder: StorageLocations.url(
      of: .data, environment: environment.variables, home: environment.home,
      isMacOS: environment.isMacOS))
  }

  // MARK: - Repositories

  /// The user's favorites.
  func favoritesRepository() throws -> StoredFavoritesRepository {
    try StoredFavoritesRepository(storage: dataStorage)
  }

  /// The favorites to mark in a list or on a card. A favorites file that cannot be read
  /// does not stop a list: it is left alone, and a notice says so.
  func favoriteIDs() -> Set<Int> {
    do {
      return Set(try favoritesRepository().favorites().map(\.id))
    } catch {
      notices.say("favorites are not marked: \(PokedexError(error).message)")
      return []
    }
  }

  // MARK: - Presentation

  /// Colour when asked for, or in auto mode on a terminal without NO_COLOR or TERM=dumb;
  /// 24-bit badges only where COLORTERM says the terminal has them.
  var theme: Theme {
    var theme = Self.theme(for: options.color, in: environment)
    theme.vocabulary = environment.vocabulary
    return theme
  }

  /// The theme `choice` means in `environment`; see `theme`.
  static func theme(for choice: ColorChoice, in environment: AppEnvironment) -> Theme {
    let trueColor = ["truecolor", "24bit"].contains(environment.variables["COLORTERM"] ?? "")
    // The Linux console knows the 16 basic colours only.
    let basic = environment.variables["TERM"] == "linux"
    let colored: Theme = trueColor ? .ansi : basic ? .ansi16 : .ansi256
    switch choice {
    case .always: return colored
    case .never: return .plain
    case .auto:
      let noColor = environment.variables["NO_COLOR"].map { !$0.isEmpty } ?? false
      let dumb = environment.variables["TERM"] == "dumb"
      return environment.outputIsTerminal && !noColor && !dumb ? colored : .plain
    }
  }

  /// `--width`, else COLUMNS, else the terminal's width, else 80.
  var width: Int {
    if let width = options.width { return width }
    if let columns = environment.variables["COLUMNS"].flatMap(Int.init), columns > 0 {
      return max(GlobalOptions.minimumWidth, columns)
    }
    return environment.terminalColumns ?? 80
  }

  /// How the command prints, from its `--json` flag: JSON when asked for, else text in
  /// the theme and width of this run, drawing sprites as `graphics` says. The one place
  /// the app chooses between text and JSON; every screen is then rendered by
  /// `OutputFormat.render(_:hints:)`.
  func format(json: Bool, graphics: GraphicsChoice? = nil) -> OutputFormat {
    json ? .json : .text(theme: graphics.map(theme(graphics:)) ?? theme, width: width)
  }

  /// The theme, drawing sprites as `graphics` says where the output is a colour terminal.
  func theme(graphics: GraphicsChoice) -> Theme {
    var theme = self.theme
    theme.spriteGraphics = Self.spriteGraphics(graphics, color: options.color, in: environment)
    return theme
  }

  /// How `choice` draws sprites in `environment` with `color`: an image protocol only on
  /// a terminal with colour, half blocks anywhere else.
  static func spriteGraphics(
    _ choice: GraphicsChoice, color: ColorChoice, in environment: AppEnvironment
  ) -> SpriteGraphics {
    let colourTerminal = theme(for: color, in: environment).drawsSprites
      && environment.outputIsTerminal
    return choice.graphics(toColourTerminal: colourTerminal, variables: environment.variables)
  }

  /// Writes the notices collected during the command to stderr, one line each.
  func reportNotices() {
    for line in notices.pending { environment.errorOutput.write("pokecli: \(line)\n") }
  }
}
