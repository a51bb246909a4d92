import ArgumentParser
import Domain
import Presentation

/// `pokecli abilities`: every ability, a page at a time, filtered, matched and sorted.
struct AbilitiesCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "abilities",
    abstract: "List abilities, a page at a time: filter by generation or words.",
    discussion: """
      Rows show the number, name, the generation that introduced the ability, how many \
      Pokémon (forms included) can have it and its effect in short. Words narrow the \
      list: every word must match a part of an ability's name (pokecli abilities \
      absorb). pokecli ability NAME shows one in full; pokecli list --ability NAME lists \
      the Pokémon that have it.

      Examples:
        pokecli abilities
        pokecli abilities --generation 9
        pokecli abilities --sort pokemon
            the most widely held first
        pokecli abilities absorb --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp("Words that every listed ability matches.", valueName: "word"))
  var words: [String] = []

  @Option(help: ArgumentHelp("Only abilities this generation introduced (1–9).", valueName: "n"))
  var generation: Int?

  @Option(help: ArgumentHelp(
    "The order: number, name or pokemon (the most widely held first).", valueName: "order"))
  var sort: String = AbilitySort.number.rawValue

  @Flag(help: "Reverse the order.")
  var reverse = false

  @Flag(help: "Print the page as JSON (see docs/json.md).")
  var json = false

  func validate() throws {
    _ = try criteria()
  }

  /// The criteria the arguments give, or a usage error saying which one is wrong.
  func criteria() throws -> AbilityCriteria {
    try TypeArgument.generation(generation)
    guard let order = AbilitySort(rawValue: sort.lowercased()) else {
      throw ValidationError(
        "no order named \"\(PokemonArguments.printable(sort))\": choose "
          + AbilitySort.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return AbilityCriteria(
      terms: words.map { NameNormalizer.slug($0) }.filter { !$0.isEmpty },
      generation: generation, sort: order, reversed: reverse)
  }

  /// The words and filters as given, for the next page's command.
  var arguments: [String] {
    var arguments = words
    if let generation { arguments += ["--generation", String(generation)] }
    if sort != AbilitySort.number.rawValue { arguments += ["--sort", sort] }
    return arguments + (reverse ? ["--reverse"] : [])
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let request = AbilityListRequest(criteria: try criteria(), page: paging.request)
    try await BuiltInListOutput(
      what: "abilities", command: ["pokecli", "abilities"] + arguments + global.passedOn,
      json: json, renderJSON: { AbilityListJSON.render($0, request: $1, hints: $2) },
      render: { AbilityListRenderer.render($0, theme: $1, width: $2, hints: $3) }
    ).emit(try await root.abilityListStore(request: request), root: root, environment: environment)
  }
}
