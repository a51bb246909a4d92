import ArgumentParser
import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// docs/behaviour.md's table, run: every command on what it shows, a name nothing has, a
/// malformed argument, a list that matches nothing and a page past the end, each with the
/// one exit code and stream the table gives it, from the built-in data.
@Suite("One behaviour for every command (docs/behaviour.md)", .timeLimit(.minutes(20)))
struct BehaviourTableTests {
  /// What the table says a run does.
  enum Outcome: Sendable, Equatable {
    /// Exit 0, the answer as text on stdout, nothing on stderr.
    case shows
    /// Exit 0, one JSON document on stdout, nothing on stderr.
    case json
    /// Exit 0, on stdout a page's JSON document with `count` 0 and no `results`.
    case emptyJSON
    /// Exit 0, on stdout one line saying nothing matches (`no move matches`), nothing on
    /// stderr.
    case matchesNothing
    /// Exit 1, nothing on stdout, `pokecli: no <noun> named "…"` on stderr.
    case unknownName(String)
    /// Exit 1, nothing on stdout, `pokecli: page N is past the end: …` on stderr.
    case pastTheEnd
    /// Exit 64, nothing on stdout, `pokecli: … (help: pokecli … --help)` on stderr.
    case malformed
  }

  /// One row: a command line and what it does.
  struct Row: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let outcome: Outcome

    init(_ arguments: String..., does outcome: Outcome) {
      self.arguments = arguments
      self.outcome = outcome
    }

    var testDescription: String { "pokecli \(arguments.joined(separator: " ")) → \(outcome)" }
  }

  static let rows: [Row] = [
    Row("list", "--limit", "2", does: .shows),
    Row("list", "--limit", "2", "--json", does: .json),
    Row("list", "--type", "fire", "--type", "fairy", "--generation", "1", does: .matchesNothing),
    Row(
      "list", "--type", "fire", "--type", "fairy", "--generation", "1", "--json",
      does: .emptyJSON),
    Row("list", "--type", "fyre", does: .unknownName("type")),
    Row("list", "--ability", "levitat", does: .unknownName("ability")),
    Row("list", "--pokedex", "paldia", does: .unknownName("Pokédex")),
    Row("list", "--pokedex", "kanto", "--json", does: .json),
    Row("list", "--page", "100", does: .pastTheEnd),
    Row("list", "--pokedex", "kanto", "--page", "50", does: .pastTheEnd),
    Row("list", "--page", "0", does: .malformed),
    Row("search", "pika", does: .shows),
    Row("search", "pika", "--json", does: .json),
    Row("search", "zzzzq", does: .matchesNothing),
    Row("search", "zzzzq", "--json", does: .emptyJSON),
    Row("search", "pika", "--type", "fyre", does: .unknownName("type")),
    Row("search", "pika", "--page", "100", does: .pastTheEnd),
    Row("search", does: .malformed),
    Row("favorites", does: .matchesNothing),
    Row("favorites", "--json", does: .emptyJSON),
    Row("favorites", "list", "--type", "fyre", does: .unknownName("type")),
    Row("favorites", "list", "--json", does: .emptyJSON),
    Row("favorites", "list", "--limit", "0", does: .malformed),
    Row("favorites", "add", "pikachu", "eevee", does: .shows),
    Row("favorites", "add", "pikachu", "--json", does: .json),
    Row("favorites", "add", "pikachuu", does: .unknownName("Pokémon")),
    Row("favorites", "add", does: .malformed),
    Row("favorites", "remove", "pikachu", "--json", does: .json),
    Row("favorites", "remove", "pikachuu", does: .unknownName("Pokémon")),
    Row("favorites", "remove", "0", does: .malformed),
    Row("favorite", "pikachu", does: .shows),
    Row("favorite", "pikachu", "--json", does: .json),
    Row("favorite", "pikachuu", does: .unknownName("Pokémon")),
    Row("favorite", "0", does: .malformed),
    Row("show", "pikachu", does: .shows),
    Row("show", "pikachu", "--json", does: .json),
    Row("show", "pikachu", "--moves", "--json", does: .json),
    Row("show", "pikachuu", does: .unknownName("Pokémon")),
    Row("show", "pikachu", "--game", "redd", does: .malformed),
    Row("show", "0", does: .malformed),
    Row("move", "thunderbolt", does: .shows),
    Row("move", "thunderbolt", "--json", does: .json),
    Row("move", "thunderbolt", "--pokemon", "--json", does: .json),
    Row("move", "thunderbolz", does: .unknownName("move")),
    Row("move", "surf", "--game", "scarlett", does: .malformed),
    Row("move", "", does: .malformed),
    Row("moves", "--type", "electric", "--limit", "2", does: .shows),
    Row("moves", "--type", "electric", "--limit", "2", "--json", does: .json),
    Row("moves", "zzzzq", does: .matchesNothing),
    Row("moves", "zzzzq", "--json", does: .emptyJSON),
    Row("moves", "--type", "fyre", does: .unknownName("type")),
    Row("moves", "--pokemon", "pikachuu", does: .unknownName("Pokémon")),
    Row("moves", "--game", "scarlett", does: .malformed),
    Row("moves", "--page", "500", does: .pastTheEnd),
    Row("moves", "--sort", "weight", does: .malformed),
    Row("ability", "static", does: .shows),
    Row("ability", "static", "--json", does: .json),
    Row("ability", "staticc", does: .unknownName("ability")),
    Row("ability", "0", does: .malformed),
    Row("abilities", "--limit", "2", does: .shows),
    Row("abilities", "--limit", "2", "--json", does: .json),
    Row("abilities", "zzzzq", does: .matchesNothing),
    Row("abilities", "zzzzq", "--json", does: .emptyJSON),
    Row("abilities", "--page", "100", does: .pastTheEnd),
    Row("abilities", "--generation", "10", does: .malformed),
    Row("type", "fire", does: .shows),
    Row("type", "water", "ground", "--json", does: .json),
    Row("type", "fyre", does: .unknownName("type")),
    Row("type", "fire", "fire", does: .malformed),
    Row("types", does: .shows),
    Row("types", "--json", does: .json),
    Row("types", "--generation", "10", does: .malformed),
    Row("item", "leftovers", does: .shows),
    Row("item", "leftovers", "--json", does: .json),
    Row("item", "leftover", does: .unknownName("item")),
    Row("item", "0", does: .malformed),
    Row("items", "--limit", "2", does: .shows),
    Row("items", "--limit", "2", "--json", does: .json),
    Row("items", "zzzzq", does: .matchesNothing),
    Row("items", "zzzzq", "--json", does: .emptyJSON),
    Row("items", "--category", "evolutin", does: .unknownName("item category")),
    Row("items", "--pocket", "medicin", does: .unknownName("pocket")),
    Row("items", "--page", "500", does: .pastTheEnd),
    Row("items", "--sort", "weight", does: .malformed),
    Row("berries", "--limit", "2", does: .shows),
    Row("berries", "--limit", "2", "--json", does: .json),
    Row("berries", "zzzzq", does: .matchesNothing),
    Row("berries", "zzzzq", "--json", does: .emptyJSON),
    Row("berries", "--page", "50", does: .pastTheEnd),
    Row("berries", "--limit", "0", does: .malformed),
    Row("nature", does: .shows),
    Row("nature", "timid", "--json", does: .json),
    Row("nature", "timd", does: .unknownName("nature")),
    Row("nature", "0", does: .malformed),
    Row("find", "thunder", does: .shows),
    Row("find", "thunder", "--json", does: .json),
    Row("find", "zzzzq", does: .matchesNothing),
    Row("find", "zzzzq", "--json", does: .emptyJSON),
    Row("find", "thunder", "--page", "50", does: .pastTheEnd),
    Row("find", "thunder", "--kind", "berry", does: .malformed),
    Row("languages", does: .shows),
    Row("languages", "--json", does: .json),
    Row("languages", "--width", "5", does: .malformed),
    Row("stats", "garchomp", "--level", "50", does: .shows),
    Row("stats", "garchomp", "--json", does: .json),
    Row("stats", "garchompp", does: .unknownName("Pokémon")),
    Row("stats", "garchomp", "--nature", "jollly", does: .unknownName("nature")),
    Row("stats", "garchomp", "--evs", "300spe", does: .malformed),
    Row("stats", "garchomp", "--game", "redd", does: .malformed),
    Row("compare", "garchomp", "dragonite", does: .shows),
    Row("compare", "garchomp", "dragonite", "--json", does: .json),
    Row("compare", "garchomp", "dragonitee", does: .unknownName("Pokémon")),
    Row("compare", "garchomp", does: .malformed),
    Row("random", "--seed", "42", does: .shows),
    Row("random", "--seed", "42", "--json", does: .json),
    Row("random", "zzzzq", does: .matchesNothing),
    Row("random", "zzzzq", "--json", does: .emptyJSON),
    Row("random", "--type", "fyre", does: .unknownName("type")),
    Row("random", "--pokedex", "paldia", does: .unknownName("Pokédex")),
    Row("random", "--shiny-rate", "0", does: .malformed),
    Row("team", "garchomp", "rotom-wash", does: .shows),
    Row("team", "garchomp", "--json", does: .json),
    Row("team", "garchompp", does: .unknownName("Pokémon")),
    Row("team", "garchomp:earthquak", does: .unknownName("move")),
    Row("team", does: .malformed),
    Row("coverage", "earthquake", "ice", does: .shows),
    Row("coverage", "earthquake", "--json", does: .json),
    Row("coverage", "earthquak", does: .unknownName("move")),
    Row("coverage", does: .malformed),
    Row("damage", "garchomp", "earthquake", "heatran", does: .shows),
    Row("damage", "garchomp", "earthquake", "heatran", "--json", does: .json),
    Row("damage", "garchomp", "earthquak", "heatran", does: .unknownName("move")),
    Row("damage", "garchomp", "earthquake", "heatra", does: .unknownName("Pokémon")),
    Row("damage", "garchomp", "earthquake", does: .malformed),
    Row("where", "eevee", does: .shows),
    Row("where", "eevee", "--game", "sword", "--json", does: .json),
    Row("where", "eeveee", does: .unknownName("Pokémon")),
    Row("where", "eevee", "--game", "blah", does: .malformed),
    Row("location", "eterna-forest", does: .shows),
    Row("location", "eterna-forest", "--json", does: .json),
    Row("location", "eterna-forestt", does: .unknownName("location")),
    Row("location", "eterna-forest", "--game", "blah", does: .malformed),
    Row("locations", "--limit", "2", does: .shows),
    Row("locations", "--limit", "2", "--json", does: .json),
    Row("locations", "zzzzq", does: .matchesNothing),
    Row("locations", "zzzzq", "--json", does: .emptyJSON),
    Row("locations", "--region", "sinoh", does: .unknownName("region")),
    Row("locations", "--page", "100", does: .pastTheEnd),
    Row("locations", "--sort", "weight", does: .malformed),
    Row("speed", "garchomp", does: .shows),
    Row("speed", "garchomp", "--json", does: .json),
    Row("speed", "garchompp", does: .unknownName("Pokémon")),
    Row("speed", "garchomp", "--level", "101", does: .malformed),
    Row("games", does: .shows),
    Row("games", "--json", does: .json),
    Row("games", "--width", "5", does: .malformed),
    Row("sprite", "pikachu", "--color", "always", does: .shows),
    Row("sprite", "pikachu", "eevee", "--json", does: .json),
    Row("sprite", "pikachuu", "--json", does: .unknownName("Pokémon")),
    Row("sprite", does: .malformed),
    Row("cache", "info", does: .shows),
    Row("cache", "info", "--json", does: .json),
    Row("cache", "info", "--offline", does: .malformed),
    Row("cache", "clear", does: .shows),
    Row("cache", "clear", "--offline", does: .malformed),
    Row("cache", "prefetch", does: .malformed),
    Row("update", "--offline", does: .malformed),
    Row("data", "info", "--json", does: .json),
    Row("data", "export", "a.sqlite", "b.sqlite", does: .malformed),
    Row("browse", "--type", "fyre", does: .unknownName("type")),
    Row("browse", does: .malformed),
  ]

  /// The commands that print no data, so have no `--json`: the interactive screen, and
  /// those that do something and say in a line how it went (docs/behaviour.md).
  static let printNoData: Set<[String]> = [
    ["browse"], ["cache", "clear"], ["cache", "prefetch"], ["update"], ["data", "export"],
  ]

  @Test(arguments: rows)
  func eachRunExitsAndPrintsAsTheTableSays(_ row: Row) async throws {
    let result = await CLIHarness.run(
      row.arguments, httpClient: UnreachableNetwork(), builtIn: .embedded)
    let said = "\(result)"
    switch row.outcome {
    case .shows:
      #expect(result.status == 0, "\(said)")
      #expect(!result.stdout.isEmpty && result.stderr.isEmpty, "\(said)")
    case .json:
      #expect(result.status == 0 && result.stderr.isEmpty, "\(said)")
      #expect(try Self.document(result.stdout) != nil, "\(said)")
    case .emptyJSON:
      #expect(result.status == 0 && result.stderr.isEmpty, "\(said)")
      let page = try #require(try Self.document(result.stdout) as? [String: Any], "\(said)")
      #expect(page["count"] as? Int == 0, "\(said)")
      #expect((page["results"] as? [Any])?.isEmpty == true, "\(said)")
    case .matchesNothing:
      #expect(result.status == 0 && result.stderr.isEmpty, "\(said)")
      #expect(result.stdout.hasPrefix("no "), "\(said)")
      #expect(result.stdout.split(separator: "\n").count == 1, "\(said)")
    case .unknownName(let noun):
      #expect(result.status == 1 && result.stdout.isEmpty, "\(said)")
      #expect(result.stderr.hasPrefix("pokecli: no \(noun) named \""), "\(said)")
    case .pastTheEnd:
      #expect(result.status == 1 && result.stdout.isEmpty, "\(said)")
      #expect(result.stderr.hasPrefix("pokecli: "), "\(said)")
      #expect(result.stderr.contains(" is past the end: the list has "), "\(said)")
    case .malformed:
      #expect(result.status == 64 && result.stdout.isEmpty, "\(said)")
      #expect(result.stderr.hasPrefix("pokecli: "), "\(said)")
      #expect(result.stderr.hasSuffix(" --help)\n"), "\(said)")
    }
    #expect(result.stderr.split(separator: "\n").count <= 1, "\(said)")
  }

  @Test func everyCommandHasRowsAndEveryCommandThatPrintsDataHasJSON() async {
    let rows = Self.rows
    for path in Self.commandPaths(of: PokeCLI.self) {
      let own = rows.filter { $0.arguments.starts(with: path) }
      #expect(!own.isEmpty, "no row runs pokecli \(path.joined(separator: " "))")
      let help = await CLIHarness.run(path + ["--help"]).stdout
      if Self.printNoData.contains(path) {
        #expect(!help.contains("--json"), "\(path)")
      } else {
        #expect(help.contains("--json"), "pokecli \(path.joined(separator: " ")) has no --json")
        #expect(
          own.contains { [.json, .emptyJSON].contains($0.outcome) },
          "no row runs pokecli \(path.joined(separator: " ")) --json")
      }
    }
  }

  @Test func theDocsTableNamesEveryCommand() throws {
    let page = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/behaviour.md"),
      encoding: .utf8)
    for path in Self.commandPaths(of: PokeCLI.self) {
      #expect(
        page.contains("`\(path.joined(separator: " "))"),
        "docs/behaviour.md does not name \(path.joined(separator: " "))")
    }
  }

  /// The words that run each command that does something (`cache info`), not the groups
  /// (`cache`); a group with a default subcommand (`favorites`) counts as that one.
  static func commandPaths(of command: any ParsableCommand.Type) -> [[String]] {
    command.configuration.subcommands.flatMap { sub -> [[String]] in
      let name = sub._commandName
      let inner = commandPaths(of: sub)
      return inner.isEmpty ? [[name]] : inner.map { [name] + $0 }
    }
  }

  /// The JSON document `text` holds, or `nil` when it is not one document ending in a
  /// newline.
  static func document(_ text: String) throws -> Any? {
    guard text.hasSuffix("\n") else { return nil }
    return try JSONSerialization.jsonObject(with: Data(text.utf8))
  }
}
