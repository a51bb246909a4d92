import Domain
extension PokedexError {
  /// One line a person can act on, without the `pokecli:` prefix the CLI adds.
  ///
  /// Whatever it quotes (URLs, server answers, what the user typed, file names) is made
  /// safe to print: no control character or bidi control, no line break, and no
  /// `user:password@` of a URL; and it is cut to a readable length (`SafeText.bounded`).
  public var message: String { message(hints: NoHints()) }

  /// One line a person can act on, with what to do next said by `hints`, made safe to
  /// print like `message`.
  public func message(hints: any Hints) -> String {
    SafeText.bounded(SafeText.url(unsafeMessage(hints: hints)))
  }

  /// The line `message(hints:)` says, quoting `typed` (what the user typed, such as
  /// "Pikachuu") rather than the slug it was folded into when no entry has that name.
  public func message(hints: any Hints, typed: String?) -> String {
    guard case .entryNotFound(let kind, .name, let suggestions) = self, let typed else {
      return message(hints: hints)
    }
    let shown = typed.trimmed()
    return SafeText.bounded(
      SafeText.url(Self.notFoundMessage(kind, .name(shown), suggestions: suggestions)))
  }

  /// The line before it is made safe to print.
  private func unsafeMessage(hints: any Hints) -> String {
    switch self {
    case .notFound(let url):
      return "not found: \(url)"
    case .serverBusy(let url, let status, let retryAfter):
      return "PokeAPI is busy (HTTP \(status)) at \(url); try again "
        + Self.laterPhrase(seconds: retryAfter)
    case .serverFailed(let url, let status):
      return "the server answered HTTP \(status) for \(url)"
    case .unreachable(let url, let reason):
      return "cannot reach \(url): \(reason)"
    case .timedOut(let url):
      return "no answer from \(url) in time (timed out)"
    case .invalidResponse(let url, let reason):
      return "unexpected answer from \(url): \(reason)"
    case .tooLarge(let url, let limit):
      return "the answer from \(url) is larger than \(Self.size(limit)); reading stopped there"
    case .invalidBaseURL(let text):
      return "not a usable base URL: \"\(text)\" (expected http(s)://host/api/v2)"
    case .entryNotFound(let kind, let query, let suggestions):
      return Self.notFoundMessage(kind, query, suggestions: suggestions)
    case .noSuchGeneration(let number):
      return "there is no generation \(number) in this Pokédex"
    case .noSuchChoice(let noun, let given, let suggestions, let choices):
      let named = "no \(noun) named \"\(given)\""
      if !suggestions.isEmpty {
        return named + " — did you mean "
          + suggestions.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
      }
      return choices.isEmpty ? named : named + " — one of " + choices.joined(separator: ", ")
    case .typeNotInGeneration(let type, let generation, let introducedIn):
      return "generation \(generation) has no \(type.displayName) type"
        + (introducedIn.map { ": it came in generation \($0)" } ?? "")
    case .notCached(let subject):
      let missing = "\(subject.phrase) \(subject.isPlural ? "are" : "is") not in the cache, "
        + "and nothing is fetched offline"
      guard let fetch = hints.text(for: .fetch(subject)) else { return missing }
      return missing + "; fetch \(subject.isPlural ? "them" : "it") first with: " + fetch
    case .unreadableFile(let path, let reason):
      return "cannot read \(path): \(reason); it was left as it is "
        + "(repair or move it away, then try again)"
    case .storageFailed(let path, let reason):
      return "cannot use \(path): \(reason)"
    case .badQuery(let error):
      return QueryErrorMessage.line(error)
    case .needsBuiltInData(let term):
      return "\"\(term)\" needs the built-in data, which answers every search term; "
        + "this source's documents do not say it"
    case .unexpected(let reason):
      return reason
    }
  }

  /// `in a moment` without a wait from the server, else `in 45 seconds`, `in 2 minutes`,
  /// `in 3 hours`: rounded up, so the user never tries too early.
  static func laterPhrase(seconds: Int?) -> String {
    guard let seconds, seconds > 0 else { return "in a moment" }
    func count(_ value: Int, _ unit: String) -> String {
      "in \(value) \(unit)\(value == 1 ? "" : "s")"
    }
    if seconds < 120 { return count(seconds, "second") }
    let minutes = seconds / 60 + (seconds % 60 == 0 ? 0 : 1)
    if minutes < 120 { return count(minutes, "minute") }
    let hours = min(minutes / 60 + (minutes % 60 == 0 ? 0 : 1), 1_000_000)
    return count(hours, "hour")
  }

  /// `8 MB`, `1 MB`, `512 KB`: a cap in binary units, rounded down.
  static func size(_ bytes: Int) -> String {
    bytes >= 1024 * 1024 ? "\(bytes / (1024 * 1024)) MB" : "\(max(0, bytes) / 1024) KB"
  }

  /// `no Pokémon named "pikachuu" — did you mean "pikachu"?`, for any kind of entry.
  private static func notFoundMessage(
    _ kind: EntryKind, _ query: EntryQuery, suggestions: [String]
  ) -> String {
    let subject: String
    switch query {
    case .number(let number):
      subject = "no \(kind.noun) numbered \(number)" + (kind.numbering.map { " (\($0))" } ?? "")
    case .name(let name):
      subject = "no \(kind.noun) named \"\(name)\""
    }
    guard !suggestions.isEmpty else { return subject }
    let quoted = suggestions.map { "\"\($0)\"" }
    let choices = quoted.count == 1
      ? quoted[0]
      : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    return subject + " — did you mean \(choices)?"
  }
}
