import Domain
import Presentation

/// Says Presentation's hints as the exact pokecli command a user can copy.
///
/// `command` is the command being run, as words, with the filters and the options that
/// must be passed on (`--base-url`, `--offline`), so the next page's command shows the same
/// list from the same API.
struct CommandLineHints: Hints {
  /// The words of the running list command; empty for commands that show no list.
  var command: [String] = []
  /// Whether the moves follow the card already (`show --moves`), so the card need not say
  /// how to list them.
  var movesShown = false
  /// What a command that fetches must repeat to reach the same API: `--base-url` when
  /// one was given (not `--offline`: fetching is what it is for).
  var apiOptions: [String] = []

  func text(for hint: Hint) -> String? {
    switch hint {
    case .nextPage(let request):
      guard !command.isEmpty else { return nil }
      return ShellWords.join(command) + " " + Self.arguments(for: request)
    case .entry(let kind, let slug):
      return PokeCLI.lookupCommand(for: kind).map { "pokecli \($0) \(slug)" }
    case .addFavorite:
      return "pokecli favorite pikachu"
    case .moves(let pokemon):
      return movesShown ? nil : "pokecli show \(pokemon) --moves"
    case .fetch(let subject):
      return Self.fetchCommand(for: subject).map {
        apiOptions.isEmpty ? $0 : $0 + " " + ShellWords.join(apiOptions)
      }
    case .update:
      return "pokecli update"
    case .exportData:
      return "pokecli data export pokedex.sqlite"
    case .language(let code):
      return "pokecli show pikachu --language \(code) (or POKECLI_LANGUAGE=\(code))"
    }
  }

  /// `--page N` when the page falls on a boundary, else `--offset`; `--limit` when not 20.
  static func arguments(for request: PageRequest) -> String {
    let limit = request.limit == PageRequest.defaultLimit ? "" : " --limit \(request.limit)"
    if let number = request.pageNumber {
      return "--page \(number)" + limit
    }
    return "--offset \(request.offset) --limit \(request.limit)"
  }

  /// The command that would put `subject` in the cache.
  static func fetchCommand(for subject: CacheSubject) -> String? {
    switch subject {
    case .nationalList: return "pokecli list"
    case .entry(let kind, let query):
      return PokeCLI.lookupCommand(for: kind).map { "pokecli \($0) \(query.pathComponent)" }
    case .summaries(let ids):
      return "pokecli cache prefetch --range \(ids.min() ?? 1)-\(ids.max() ?? 1)"
    case .every(.type): return "pokecli types"
    case .every(.nature): return "pokecli nature"
    case .every, .names: return nil
    case .berries: return "pokecli berries"
    case .pokedex(let slug): return "pokecli list --pokedex \(slug)"
    case .generation(let number): return "pokecli cache prefetch --generation \(number)"
    case .sprite(let id): return "pokecli sprite \(id)"
    case .type(let type): return "pokecli search \(type.slug)"
    case .games: return "pokecli move vine-whip --game red"
    case .encounters(let id): return "pokecli where \(id)"
    }
  }
}

extension CompositionRoot {
  /// The hints of a command run with this root's options: a next page repeats `listing`
  /// (the command and its filters) with the options passed on (`GlobalOptions.passedOn`),
  /// and a fetch names the same API.
  func hints(listing: [String] = [], movesShown: Bool = false) -> CommandLineHints {
    CommandLineHints(
      command: listing.isEmpty ? [] : listing + options.passedOn, movesShown: movesShown,
      apiOptions: options.baseURL.map { ["--base-url", $0] } ?? [])
  }
}
