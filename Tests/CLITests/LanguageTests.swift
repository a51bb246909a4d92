import Domain
import Foundation
@testable import PokedexData
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@testable import pokecli

/// `--language` and POKECLI_LANGUAGE: names and texts in the language asked for, from the
/// built-in data with no request; English where it has none, said for a text; an unknown
/// code is one line naming every code.
@Suite("Every language")
struct LanguageTests {
  private static func run(_ arguments: [String], variables: [String: String] = [:]) async
    -> CLIResult
  {
    await CLIHarness.run(
      arguments, variables: variables, httpClient: UnreachableNetwork(), builtIn: .embedded)
  }

  /// The card, at 80 and 40 columns, in French, Japanese and simplified Chinese: every
  /// line at most the width in display columns.
  @Test(arguments: ["fr", "ja-hrkt", "zh-hans"], [80, 40])
  func theCardSpeaksTheLanguage(language: String, width: Int) async {
    let result = await Self.run([
      "show", "charizard", "--no-sprite", "--language", language, "--width", String(width),
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").allSatisfy { TextLayout.width(String($0)) <= width })
    assertSnapshot(of: result.stdout, as: .lines, named: "\(language).\(width)")
  }

  /// A page of the list, the same.
  @Test(arguments: ["fr", "ja-hrkt", "zh-hans"], [80, 40])
  func theListSpeaksTheLanguage(language: String, width: Int) async {
    let result = await Self.run(["list", "--language", language, "--width", String(width)])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").allSatisfy { TextLayout.width(String($0)) <= width })
    assertSnapshot(of: result.stdout, as: .lines, named: "\(language).\(width)")
  }

  /// A move's damage class is the games' word, on its card, in the moves list and in a
  /// learnset, where its type's is too; begun with a capital.
  @Test func aMovesClassAndTypeAreTheLanguages() async {
    let card = await Self.run(["move", "thunderbolt", "--language", "fr", "--width", "80"])
    #expect(card.stdout.split(separator: "\n").dropFirst().first?.hasPrefix("Spéciale · ") == true)
    let list = await Self.run(
      ["moves", "--type", "electric", "--limit", "1", "--language", "ja-hrkt", "--width", "80"])
    #expect(list.stdout.contains("でんき  ぶつり"), "\(list.stdout)")
    let learnset = await Self.run(
      ["show", "pikachu", "--moves", "--language", "fr", "--width", "80", "--no-sprite"])
    #expect(learnset.stdout.contains("  Électrik  Spéciale "), "\(learnset.stdout)")
  }

  /// A generation is named as the games name it, on every card that names one.
  @Test func aGenerationIsTheLanguages() async {
    let pokemon = await Self.run(["show", "pikachu", "--language", "fr", "--width", "80", "--no-sprite"])
    #expect(pokemon.stdout.contains("\nPokémon Souris · 1re Génération\n"), "\(pokemon.stdout)")
    let move = await Self.run(["move", "thunderbolt", "--language", "ja", "--width", "80"])
    #expect(move.stdout.contains(" · 第一世代 · "), "\(move.stdout)")
    let ability = await Self.run(["ability", "levitate", "--language", "es", "--width", "80"])
    #expect(ability.stdout.contains("\nGeneración III · "), "\(ability.stdout)")
    let type = await Self.run(["type", "fairy", "--language", "ko", "--width", "80"])
    #expect(type.stdout.contains("\n6세대 · "), "\(type.stdout)")
  }

  @Test func theVariableChoosesTheLanguageAndTheOptionWins() async {
    let variable = await Self.run(["show", "pikachu", "--no-sprite"], variables: ["POKECLI_LANGUAGE": "de"])
    #expect(variable.stdout.hasPrefix("#0025  Pikachu  Elektro"), "\(variable.stdout.prefix(60))")
    let option = await Self.run(
      ["show", "charizard", "--no-sprite", "--language", "FR"], variables: ["POKECLI_LANGUAGE": "de"])
    #expect(option.stdout.hasPrefix("#0006  Dracaufeu"), "\(option.stdout.prefix(60))")
  }

  /// Czech names five things: the card is English, and its Pokédex entry says so.
  @Test func aTextTheLanguageLacksIsEnglishAndSaysSo() async {
    let result = await Self.run(["show", "pikachu", "--no-sprite", "--language", "cs"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("#0025  Pikachu"))
    #expect(result.stdout.contains("(shown in English: PokeAPI has no cs text)"))
  }

  @Test func anUnknownCodeIsOneLineNamingEveryCode() async {
    let result = await Self.run(["show", "pikachu", "--language", "klingon"])
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr == """
      pokecli: no language "klingon": --language takes one of ja-hrkt, ja-roma, ko, \
      zh-hant, fr, de, es, it, en, cs, ja, zh-hans, pt-br, es-419 \
      (help: pokecli show --help)

      """)
  }

  @Test func languagesListsEveryCodeAndHowCompleteItIs() async {
    let result = await Self.run(["languages", "--width", "80"])
    #expect(result.status == 0, "\(result.stderr)")
    assertSnapshot(of: result.stdout, as: .lines, named: "80")
    let json = await Self.run(["languages", "--json"])
    #expect(json.stdout.contains(#""name" : "fr""#))
  }

  /// Types and natures are found by their names in any language, whatever --language.
  @Test(arguments: [
    (["type", "eau"], "Water\n"), (["type", "ほのお", "Vol"], "Fire      Flying\n"),
    (["nature", "Hardi"], "Hardy\n"), (["nature", "がんばりや"], "Hardy\n"),
    (["list", "--type", "Feuer", "--limit", "1"], "No.    Name        Types\n#0004  Charmander"),
  ])
  func typesAndNaturesAreFoundByNamesInAnyLanguage(arguments: [String], start: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(start), "\(result.stdout.prefix(80))")
  }

  /// `search eau` in French is a search for Water types; in English "eau" is part of
  /// Beautifly's name.
  @Test func searchReadsTypeNamesInTheLanguageShown() async {
    let french = await Self.run(["search", "eau", "--language", "fr", "--limit", "1"])
    #expect(french.stdout.hasPrefix("No.    Name      Types\n#0007  Carapuce  Eau"), "\(french.stdout)")
    let english = await Self.run(["search", "eau"])
    #expect(english.stdout.hasPrefix("No.    Name       Types\n#0267  Beautifly"), "\(english.stdout)")
  }

  /// A card's effect is in the language shown where PokeAPI wrote it (French for most
  /// moves and items, German for many abilities), with no note; in English, noted, where
  /// it did not.
  @Test(arguments: [
    (["move", "thunderbolt", "--language", "fr"], "Inflige des dégats réguliers. A une chance de paralyser la cible.", false),
    (["ability", "levitate", "--language", "de"], "Ein Pokémon mit dieser Fähigkeit ist immun gegen", false),
    (["item", "fast-ball", "--language", "fr"], "Utilisé par un dresseur en combat: Tente de capturer", false),
    (["ability", "levitate", "--language", "ja-hrkt"], "This Pokémon is immune to Ground-type moves", true),
  ])
  func anEffectIsInTheLanguageShownWherePokeAPIHasIt(
    arguments: [String], effect: String, isEnglish: Bool
  ) async {
    let result = await Self.run(arguments + ["--width", "200"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Effect\n  " + effect), "\(result.stdout)")
    #expect(result.stdout.contains("(shown in English: PokeAPI has no") == isEnglish)
  }

  /// `search` and `find` match names in every language, whatever --language: a word
  /// starts a name in some language ("glurak", "ピカ", "喷火"), exact names first.
  @Test(arguments: [
    (["search", "glurak"], "No.     Name                  Types\n#0006   Charizard             Fire      Flying\n#10034  Mega Charizard X      Fire      Dragon\n"),
    (["search", "ピカ", "--limit", "1"], "No.    Name     Types\n#0025  Pikachu  Electric\n"),
    (["find", "喷火", "--limit", "2"], "Kind     No.  Name       Show it with\nMove     284  Eruption   pokecli move eruption\nPokémon    6  Charizard  pokecli show charizard\n"),
    (["find", "ピカ", "--kind", "pokemon", "--limit", "1", "--language", "ja-hrkt"], "Kind     No.  Name        Show it with\nPokémon   25  ピカチュウ  pokecli show pikachu\n"),
    (["find", "Glurak", "--limit", "1"], "Kind     No.  Name       Show it with\nPokémon    6  Charizard  pokecli show charizard\n"),
    (["find", "tonnerre", "--limit", "1"], "Kind  No.  Name         Show it with\nMove   85  Thunderbolt  pokecli move thunderbolt\n"),
    (["find", "Dracaufeu", "--limit", "1"], "Kind     No.  Name       Show it with\nPokémon    6  Charizard  pokecli show charizard\n"),
  ])
  func searchAndFindMatchNamesInEveryLanguage(arguments: [String], start: String) async {
    let result = await Self.run(arguments + ["--width", "80"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(start), "\(result.stdout)")
  }

  /// A name not found is quoted as typed, not as the key it was folded into.
  /// Names in the language asked for rank first: in French, Piafabec and Pikachu before
  /// Pidgey (Roucool), found by its English name; each part in number order.
  @Test func searchRanksTheLanguageShownFirst() async {
    let french = await Self.run(["search", "pi", "--language", "fr", "--limit", "100", "--json"])
    let numbers = french.stdout.split(separator: "\n")
      .filter { $0.contains("\"id\" :") }
      .compactMap { Int($0.split(separator: ":").last?.filter(\.isNumber) ?? "") }
    #expect(Array(numbers.prefix(2)) == [21, 25])
    let pichu = numbers.firstIndex(of: 172) ?? .max
    let pidgey = numbers.firstIndex(of: 16) ?? -1
    #expect(pichu < pidgey)
    let english = await Self.run(["search", "pi", "--limit", "2"])
    #expect(english.stdout.contains("#0010  Caterpie"))
    // `find` the same: Charmillon (Beautifly) before Salamèche, whose slug is charmander.
    let found = await Self.run(["find", "char", "--language", "fr", "--limit", "40"])
    let names = found.stdout.split(separator: "\n").dropFirst().map { String($0) }
    #expect(names.first?.contains("Charmillon") == true, "\(found.stdout)")
    let salameche = names.firstIndex { $0.contains("Salamèche") } ?? -1
    let charmilly = names.firstIndex { $0.contains("Charmilly ") } ?? .max
    #expect(charmilly < salameche)
  }

  /// A misspelt name in another language that uses Latin letters gets "did you mean" in
  /// that language, from the built-in data, with no request.
  @Test(arguments: [
    (["show", "glurakk"], #"did you mean "Glurak"?"#),
    (["show", "dracofeu"], #"did you mean "Dracaufeu"?"#),
    (["move", "tonnere"], #"did you mean "Tonnerre""#),
  ])
  func aMisspeltForeignNameGetsDidYouMeanInItsLanguage(arguments: [String], suggestion: String)
    async
  {
    let result = await Self.run(arguments)
    #expect(result.status == 1)
    #expect(result.stderr.contains(suggestion), "\(result.stderr)")
  }

  @Test func aNameNotFoundIsQuotedAsTyped() async {
    let result = await Self.run(["move", "10まんボルド"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("pokecli: no move named \"10まんボルド\""), "\(result.stderr)")
  }

  /// JSON keeps its English slugs and keys; the display names are the language's.
  @Test func jsonKeepsSlugsAndGivesTheLanguagesNames() async {
    let result = await Self.run(["show", "charizard", "--json", "--language", "fr"])
    #expect(result.stdout.contains(#""name" : "charizard""#))
    #expect(result.stdout.contains(#""displayName" : "Dracaufeu""#))
  }
}

/// Every Pokémon's name in every language names one Pokémon, and every line `list` and
/// `show` print of every Pokémon in Japanese and Chinese fits the width.
@Suite("Names and widths of every Pokémon in every language")
struct EveryLanguageNameTests {
  @Test func noTwoPokemonShareANameInAnyLanguage() async throws {
    let database = try BuiltInData.embeddedDatabase()
    for language in try await database.languages().map(\.code) {
      let localized = PokedexDatabase(
        opening: { try EmbeddedDatabase.file(cacheFolder: Self.folder).path }, language: language)
      let names = try await localized.everyPokemonName()
      let alike = Dictionary(grouping: names, by: \.name).filter { $0.value.count > 1 }
      #expect(alike.isEmpty, "\(language): \(alike.keys.sorted().prefix(5))")
      #expect(names.count == 1351)
    }
  }

  /// Every Pokémon's card in Japanese and Chinese at 40 columns: no line wider.
  @Test(arguments: ["ja-hrkt", "zh-hans"])
  func everyCardFitsFortyColumns(language: String) async throws {
    let database = PokedexDatabase(
      opening: { try EmbeddedDatabase.file(cacheFolder: Self.folder).path }, language: language)
    let vocabulary = try await database.vocabulary()
    var theme = Theme.plain
    theme.vocabulary = vocabulary
    var wide: [String] = []
    for (id, _) in try await database.everyPokemonName() {
      guard let pokemon = try await database.card(id: id) else { continue }
      let state = PokemonDetail.State(query: .number(id), status: .loaded(pokemon))
      let text = PokemonDetailRenderer.render(state, theme: theme, width: 40)
      wide += text.split(separator: "\n").map(String.init).filter { TextLayout.width($0) > 40 }
    }
    #expect(wide.isEmpty, "\(wide.prefix(3))")
  }

  /// Every page of the list in Japanese and Chinese at 40 columns.
  @Test(arguments: ["ja-hrkt", "zh-hans"])
  func everyListPageFitsFortyColumns(language: String) async {
    var wide: [String] = []
    for page in 1...68 {
      let result = await CLIHarness.run(
        ["list", "--page", String(page), "--language", language, "--width", "40"],
        httpClient: UnreachableNetwork(), builtIn: .embedded)
      // A command is never broken, so that it can be copied (CommandLines).
      wide += result.stdout.split(separator: "\n").map(String.init)
        .filter { TextLayout.width($0) > 40 && !$0.hasPrefix("pokecli ") }
    }
    #expect(wide.isEmpty, "\(wide.prefix(3))")
  }

  private static let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("pokecli-tests-\(getuid())")
}
