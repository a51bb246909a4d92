import Domain
/// Says how a Pokémon evolves, in a few words: "level 16", "use Thunder Stone",
/// "trade holding Metal Coat", "level up, high friendship, during the day".
enum EvolutionRequirementText {
  /// The ways to evolve joined by "or" ("; or" when a way lists conditions with commas);
  /// empty when there are none. Ways that differ only in the place (one per game) are
  /// said once with every place: "level up at Eterna Forest, Pinwheel Forest or Lush
  /// Jungle".
  static func describe(_ requirements: [EvolutionRequirement]) -> String {
    var order: [String] = []
    var places: [String: [String]] = [:]
    for requirement in requirements {
      var placeless = requirement
      placeless.location = nil
      let text = describe(placeless)
      if !order.contains(text) { order.append(text) }
      if let location = requirement.location, !(places[text] ?? []).contains(location) {
        places[text, default: []].append(location)
      }
    }
    let placeless = order.filter { places[$0] == nil }
    let placed = order.compactMap { text in
      places[text].map { text + " at " + list($0) }
    }
    let ways = placeless + placed
    // Ways that list conditions with commas are told apart by semicolons.
    return ways.joined(separator: ways.contains { $0.contains(",") } ? "; or " : " or ")
  }

  /// One way to evolve, its place aside: which form evolves into which when the step
  /// names them ("Paldean Wooper: ", "into Alolan Raichu: "), its trigger, then every
  /// condition that applies.
  static func describe(_ requirement: EvolutionRequirement) -> String {
    var parts = [trigger(requirement)]
    parts += conditions(requirement)
    let region = requirement.region.map { " in " + DisplayName.titleCased($0) } ?? ""
    return forms(requirement) + parts.joined(separator: ", ") + region
  }

  /// "Alolan Meowth into Alolan Persian: ", "Paldean Wooper: ", "into Midday Lycanroc: ",
  /// or nothing when the step names no form.
  private static func forms(_ requirement: EvolutionRequirement) -> String {
    switch (requirement.baseForm, requirement.evolvedForm) {
    case (let base?, let evolved?): return "\(base) into \(evolved): "
    case (let base?, nil): return "\(base): "
    case (nil, let evolved?): return "into \(evolved): "
    case (nil, nil): return ""
    }
  }

  /// "A", "A or B", "A, B or C".
  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }

  private static func trigger(_ requirement: EvolutionRequirement) -> String {
    switch requirement.trigger {
    case "level-up", "other":
      if let level = requirement.minLevel { return "level \(level)" }
      return requirement.trigger == "other" ? "other" : "level up"
    case "use-item":
      return requirement.item.map { "use \($0)" } ?? "use an item"
    case "trade":
      if let species = requirement.tradeSpecies { return "trade for \(speciesName(species))" }
      return requirement.heldItem.map { "trade holding \($0)" } ?? "trade"
    case "shed": return "level 20 with a free party slot and a Poké Ball"
    case "spin": return "spin around holding a Sweet"
    case "three-critical-hits": return "land three critical hits in one battle"
    case "take-damage":
      return "lose \(requirement.minDamageTaken.map(String.init) ?? "49")+ HP, "
        + "then pass under the stone arch"
    case "recoil-damage":
      return "lose \(requirement.minDamageTaken.map(String.init) ?? "294")+ HP to recoil "
        + "without fainting"
    case "tower-of-darkness": return "conquer the Tower of Darkness"
    case "tower-of-waters": return "conquer the Tower of Waters"
    case "agile-style-move": return usedMove(requirement) + " in agile style" + times(requirement)
    case "strong-style-move":
      return usedMove(requirement) + " in strong style" + times(requirement)
    case "three-defeated-bisharp": return "defeat three Bisharp that lead Pawniard"
    case "gimmighoul-coins": return "collect 999 Gimmighoul Coins"
    case "use-move": return usedMove(requirement) + times(requirement)
    default: return DisplayName.titleCased(requirement.trigger).lowercased()
    }
  }

  /// "use Rage Fist", else the move it must know, else its signature move.
  private static func usedMove(_ requirement: EvolutionRequirement) -> String {
    "use " + (requirement.usedMove ?? requirement.knownMove ?? "its signature move")
  }

  /// " 20 times", or nothing without a count.
  static func times(_ requirement: EvolutionRequirement) -> String {
    requirement.minMoveCount.map { " \($0) times" } ?? ""
  }

  /// Whether the trigger's own words already say the move.
  static func saysMove(_ requirement: EvolutionRequirement) -> Bool {
    ["use-move", "agile-style-move", "strong-style-move"].contains(requirement.trigger)
  }

  /// Species of a condition are named from their slugs: "remoraid" → "Remoraid" (items,
  /// moves and places come named from their documents).
  static func speciesName(_ slug: String) -> String {
    DisplayName.titleCased(slug)
  }
}
