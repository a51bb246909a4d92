import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `search` with the search language (docs/search.md), from the built-in data: terms
/// joined by commas, `|` and `!`, stats, moves learned, matchups and orders, answered
/// without a request; a query that cannot be read is a usage error naming its term.
@Suite("search QUERY, built in")
struct SearchQueryCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.run(
      arguments + ["--width", "100", "--color", "never"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
  }

  /// The question the language was made for: 135 Pokémon in Scarlet and Violet.
  @Test func pokemonThatLearnBothEarthquakeAndStealthRockInAGame() async {
    let both = await Self.run([
      "search", "learns earthquake in scarlet-violet, learns stealth rock in scarlet-violet",
      "--limit", "1",
    ])
    #expect(both.status == 0, "\(both.stderr)")
    #expect(both.stdout.contains("of 135 "), "\(both.stdout)")
    let french = await Self.run([
      "search", "learns séisme in écarlate, learns piège de roc in scarlet", "--limit", "1",
    ])
    #expect(french.stdout.contains("of 135 "), "\(french.stdout) \(french.stderr)")
  }

  @Test func statComparisonsInShowdownsNamesOrAnyLanguage() async {
    let fast = await Self.run(["search", "spe > 150"])
    #expect(fast.status == 0, "\(fast.stderr)")
    for name in ["Ninjask", "Pheromosa", "Regieleki", "Speed Deoxys"] {
      #expect(fast.stdout.contains(name), "\(name)")
    }
    #expect(fast.stdout.contains("of 8 "))
    let french = await Self.run(["search", "vitesse > 150"])
    #expect(french.stdout == fast.stdout)
    let between = await Self.run(["search", "bst 680-680, !form"])
    #expect(between.stdout.contains("Mewtwo"), "\(between.stdout)")
    let heavy = await Self.run(["search", "weight >= 950kg"])
    #expect(heavy.stdout.contains("Celesteela"), "\(heavy.stdout)")
  }

  /// The stats a query compares or sorts by stand in columns, and in each JSON row,
  /// with the query echoed.
  @Test func theStatsAskedForAreShownAndWrittenInJSON() async {
    let fast = await Self.run(["search", "fire, spe > 100, sort -bst", "--limit", "2"])
    #expect(fast.stdout.hasPrefix("""
      No.     Name            Types           Spe  BST
      #10129  Totem Salazzle  Poison    Fire  117  480
      #0758   Salazzle        Poison    Fire  117  480

      """), "\(fast.stdout)")
    let french = await Self.run(["search", "vitesse > 150", "--limit", "1"])
    #expect(french.stdout.hasPrefix("No.    Name     Types             Spe\n#0291  Ninjask  Bug       Flying  160\n"), "\(french.stdout)")
    let both = await Self.run(["list", "spe > 150", "--sort", "attack", "--limit", "1"])
    #expect(both.stdout.hasPrefix("No.     Name          Types     Atk  Spe\n#10319  Mega Zeraora  Electric  157  153\n"), "\(both.stdout)")
    let sorted = await Self.run(["list", "--sort", "speed", "--limit", "1"])
    #expect(sorted.stdout.hasPrefix("No.    Name       Types     Spe\n#0894  Regieleki  Electric  200\n"), "\(sorted.stdout)")
    let json = await Self.run(["search", "spe > 150", "--limit", "1", "--json"])
    #expect(json.stdout.contains("\"query\" : \"spe > 150\""))
    #expect(json.stdout.contains("\"stats\" : {\n        \"speed\" : 160\n      }"), "\(json.stdout)")
    let plain = await Self.run(["search", "pika", "--limit", "1", "--json"])
    #expect(!plain.stdout.contains("\"stats\""))
  }

  @Test func barsBangsAndGenerationsCombine() async {
    let starters = await Self.run([
      "search", "fire | water | grass, gen 1, !legendary, has evolution, !form", "--limit", "100",
    ])
    #expect(starters.stdout.contains("Bulbasaur"))
    #expect(starters.stdout.contains("Magikarp"))
    #expect(!starters.stdout.contains("Venusaur"))
    #expect(!starters.stdout.contains("Moltres"))
    #expect(!starters.stdout.contains("Chikorita"))
  }

  @Test func matchupsCountTheMostHelpfulAbility() async {
    let immune = await Self.run(["search", "immune ground, type steel", "--limit", "100"])
    #expect(immune.stdout.contains("Bronzong"), "\(immune.stdout)")
    #expect(immune.stdout.contains("Skarmory"))
    #expect(!immune.stdout.contains("Steelix"))
    let weak = await Self.run(["search", "weak ground, type steel", "--limit", "100"])
    #expect(!weak.stdout.contains("Bronzong"))
    #expect(weak.stdout.contains("Steelix"))
  }

  /// A matchup term shows what its type does to each match, naming the ability that
  /// decides it, in a column and in each JSON row.
  @Test func matchupTermsShowTheirMultiplierAndTheAbilityThatDecides() async {
    let steel = await Self.run(["search", "immune ground, type steel", "--limit", "3"])
    #expect(steel.stdout.hasPrefix("""
      No.    Name      Types              vs Ground
      #0227  Skarmory  Steel     Flying   ×0
      #0436  Bronzor   Steel     Psychic  ×0 Levitate
      #0437  Bronzong  Steel     Psychic  ×0 Levitate

      """), "\(steel.stdout)")
    let json = await Self.run(["search", "resists feu, type grass", "--limit", "1", "--json"])
    #expect(json.stdout.contains("""
            "matchups" : [
              {
                "ability" : "thick-fat",
                "multiplier" : 0.5,
                "type" : "fire"
              }
            ],
      """), "\(json.stdout)")
  }

  @Test func aSortTermOrdersTheMatches() async {
    let fastest = await Self.run(["search", "legendary, sort spe", "--limit", "1"])
    #expect(fastest.stdout.contains("Regieleki"), "\(fastest.stdout)")
    let slowest = await Self.run(["search", "fully evolved, sort -spe", "--limit", "1"])
    #expect(slowest.stdout.contains("Shuckle") || slowest.stdout.contains("Pyukumuku"), "\(slowest.stdout)")
    let twice = await Self.run(["search", "fire, sort spe", "--sort", "name"])
    #expect(twice.status == 64)
  }

  @Test func aQueryThatCannotBeReadIsAUsageErrorNamingItsTerm() async {
    let stat = await Self.run(["search", "fire, spx > 100"])
    #expect(stat.status == 64)
    #expect(stat.stderr.contains("unknown stat \"spx\" in \"spx > 100\" — did you mean spa, spd or spe?"), "\(stat.stderr)")
    let runTogether = await Self.run(["search", "fire spe > 100"])
    #expect(runTogether.status == 64)
    #expect(runTogether.stderr.contains("as in \"fire, spe > 100\""), "\(runTogether.stderr)")
    let german = await Self.run(["search", "schnell > 100"])
    #expect(german.status == 64, "\(german.stderr)")
    let type = await Self.run(["search", "type fyre"])
    #expect(type.status == 1)
    #expect(type.stderr.contains("no type named \"fyre\" — did you mean \"fire\"?"), "\(type.stderr)")
    let gen = await Self.run(["search", "gen x"])
    #expect(gen.status == 64)
  }

  /// `list QUERY` is `search QUERY`: the same matches, the same columns, its own next
  /// page; a query beside `--pokedex` is refused, for the query's `in paldea` says it.
  @Test func listReadsTheSameQuery() async {
    let query = "gen 4, spe > 100, sort spe"
    let listed = await Self.run(["list", query, "--limit", "3"])
    let searched = await Self.run(["search", query, "--limit", "3"])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.hasPrefix("""
      No.     Name             Types               Spe
      #10309  Mega Garchomp Z  Dragon              151
      """), "\(listed.stdout)")
    #expect(listed.stdout.contains("pokecli list \"\(query)\" --page 2 --limit 3"))
    #expect(
      listed.stdout.replacingOccurrences(of: "pokecli list", with: "pokecli search")
        == searched.stdout)
    let json = await Self.run(["list", "legendary, gen 1", "--json"])
    #expect(json.stdout.contains("\"query\" : \"legendary, gen 1\""), "\(json.stdout)")
    #expect(json.stdout.contains("\"count\" : 9"))
    let unreadable = await Self.run(["list", "spx > 100"])
    #expect(unreadable.status == 64)
    #expect(unreadable.stderr.contains("unknown stat \"spx\""), "\(unreadable.stderr)")
    let both = await Self.run(["list", "spe > 100", "--pokedex", "paldea"])
    #expect(both.status == 64)
    #expect(both.stderr.contains("does not combine with a query"), "\(both.stderr)")
  }

  /// SQL and shell metacharacters, quotes, wildcards and long text: read or refused,
  /// never an SQL error and never a crash.
  @Test func junkIsAnsweredOrRefusedNeverAnSQLError() async {
    let ascii = String((1..<0x7F).compactMap(Unicode.Scalar.init).map(Character.init))
    let junk: [String] = [
      "'; DROP TABLE pokemon; --", "\" OR 1=1 --", "%", "_", "spe > 1 OR 1=1",
      "ability %", "type _", "learns ' OR ''='", "in \"paldea", "$(id)", "`id`",
      String(repeating: "fire, ", count: 200), String(repeating: "x", count: 2_000),
      "ピカ | 피카 | 皮卡", "weight < 0.0001g",
      // A megabyte, and bytes of no script (control and private-use characters, which
      // are no name) with operators between them.
      String(repeating: "spe > 1, ", count: 120_000),
      ascii + " | \u{E000}\u{FFFD}",
    ] + Self.everyScriptsLetters
    for text in junk {
      let result = await Self.run(["search", text])
      #expect(!(result.stdout + result.stderr).contains("\u{1B}"), "\(text)")
      #expect([0, 64].contains(result.status), "\(text): \(result.status)")
      #expect(!result.stderr.lowercased().contains("sql"), "\(text): \(result.stderr)")
      #expect(!result.stdout.lowercased().contains("sql"), "\(text)")
    }
  }

  /// A word in each of the scripts the data's names are written in, and some it has none
  /// of: Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, Devanagari, Thai, Georgian,
  /// Hangul, kana, Han, and an emoji.
  static let everyScriptsLetters = [
    "pikachu", "Πίκατσου", "Пикачу", "Պիկաչու", "פיקאצ'ו", "بيكاتشو", "पिकाचु", "ปิกาจู",
    "პიკაჩუ", "피카츄", "ピカチュウ", "皮卡丘", "⚡️", "Ｆｉｒｅ, ｓｐｅ ＞ 100",
  ]
}
