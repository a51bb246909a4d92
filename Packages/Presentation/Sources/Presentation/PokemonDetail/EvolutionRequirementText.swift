import Domain
import Foundation

/// Says how a Pokémon evolves, in a few words: "level 16", "use Thunder Stone",
/// "trade holding Metal Coat", "level up, high friendship, during the day".
enum EvolutionRequirementText {
  /// The ways to evolve joined by "or"; empty when there are none. Ways that differ only
  /// in the place (one per game) are said once with every place: "level up at Eterna
  /// Forest, Pinwheel Forest or Lush Jungle".
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
      places[text].map { text + " at " + list($0.map(name)) }
    }
    return (placeless + placed).joined(separator: " or ")
  }

  /// One way to evolve, its place aside: its trigger, then every condition that applies.
  static func describe(_ requirement: EvolutionRequirement) -> String {
    var parts = [trigger(requirement)]
    parts += conditions(requirement)
    return parts.joined(separator: ", ")
  }

  /// "A", "A or B", "A, B or C".
  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }

  private static func trigger(_ requirement: EvolutionRequirement) -> String {
    switch requirement.trigger {
    case "level-up":
      return requirement.minLevel.map { "level \($0)" } ?? "level up"
    case "use-item":
      return requirement.item.map { "use \(name($0))" } ?? "use an item"
    case "trade":
      if let species = requirement.tradeSpecies { return "trade for \(name(species))" }
      return requirement.heldItem.map { "trade holding \(name($0))" } ?? "trade"
    case "shed": return "level 20 with a free party slot and a Poké Ball"
    case "spin": return "spin around holding a Sweet"
    case "three-critical-hits": return "land three critical hits in one battle"
    case "take-damage": return "lose 49+ HP, then pass under the stone arch"
    case "tower-of-darkness": return "conquer the Tower of Darkness"
    case "tower-of-waters": return "conquer the Tower of Waters"
    case "agile-style-move": return "use its signature move in agile style 20 times"
    case "strong-style-move": return "use its signature move in strong style 20 times"
    case "recoil-damage": return "lose 294 HP to recoil without fainting"
    case "three-defeated-bisharp": return "defeat three Bisharp that lead Pawniard"
    case "gimmighoul-coins": return "collect 999 Gimmighoul Coins"
    case "use-move": return requirement.knownMove.map { "use \(name($0))" } ?? "use a move"
    default: return DisplayName.titleCased(requirement.trigger).lowercased()
    }
  }

  private static func conditions(_ requirement: EvolutionRequirement) -> [String] {
    var parts: [String] = []
    if requirement.trigger != "trade", let item = requirement.heldItem {
      parts.append("holding \(name(item))")
    }
    if requirement.trigger != "use-move", let move = requirement.knownMove {
      parts.append("knowing \(name(move))")
    }
    if let type = requirement.knownMoveType {
      parts.append("knowing a \(type.displayName)-type move")
    }
    if let time = requirement.timeOfDay { parts.append(timeOfDay(time)) }
    if let happiness = requirement.minHappiness { parts.append("friendship \(happiness)+") }
    if let affection = requirement.minAffection { parts.append("affection \(affection)+") }
    if let beauty = requirement.minBeauty { parts.append("beauty \(beauty)+") }
    if let gender = requirement.gender { parts.append(gender == 1 ? "female" : "male") }
    if let stats = requirement.relativePhysicalStats {
      let sign = stats > 0 ? ">" : stats < 0 ? "<" : "="
      parts.append("Attack \(sign) Defense")
    }
    if let species = requirement.partySpecies { parts.append("with \(name(species)) in the party") }
    if let type = requirement.partyType {
      parts.append("with a \(type.displayName)-type in the party")
    }
    if requirement.needsOverworldRain { parts.append("in the rain") }
    if requirement.turnUpsideDown { parts.append("console held upside down") }
    return parts
  }

  private static func timeOfDay(_ slug: String) -> String {
    switch slug {
    case "day": return "during the day"
    case "night": return "at night"
    case "dusk": return "at dusk"
    case "full-moon": return "under a full moon"
    default: return DisplayName.titleCased(slug)
    }
  }

  /// Items, moves, places and species are named from their slugs: "thunder-stone" →
  /// "Thunder Stone".
  private static func name(_ slug: String) -> String {
    DisplayName.titleCased(slug)
  }
}
