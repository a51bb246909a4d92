import Domain
extension EvolutionRequirementText {
  /// Every condition of `requirement` but its trigger and place, in a few words each.
  static func conditions(_ requirement: EvolutionRequirement) -> [String] {
    var parts: [String] = []
    if requirement.trigger != "trade", let item = requirement.heldItem {
      parts.append("holding \(item)")
    }
    if requirement.trigger != "use-item", let item = requirement.item {
      parts.append("with \(item)")
    }
    if requirement.trigger == "trade", requirement.tradeSpecies != nil,
      let item = requirement.heldItem
    {
      parts.append("holding \(item)")
    }
    if let move = requirement.knownMove,
      !(saysMove(requirement) && requirement.usedMove == nil)
    {
      parts.append("knowing \(move)")
    }
    if !saysMove(requirement), let move = requirement.usedMove {
      parts.append("using \(move)" + times(requirement))
    }
    if let steps = requirement.minSteps {
      parts.append(
        "after walking \(Grouping.thousands(steps)) steps with it in Let’s Go mode")
    }
    if let damage = requirement.minDamageTaken,
      !["take-damage", "recoil-damage"].contains(requirement.trigger)
    {
      parts.append("after losing \(damage)+ HP")
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
    if let species = requirement.partySpecies {
      parts.append("with \(speciesName(species)) in the party")
    }
    if let type = requirement.partyType {
      parts.append("with a \(type.displayName)-type in the party")
    }
    if requirement.needsOverworldRain { parts.append("in the rain") }
    if requirement.turnUpsideDown { parts.append("console held upside down") }
    if requirement.nearSpecialRock { parts.append("near a special rock") }
    if requirement.needsMultiplayer {
      parts.append("while playing with others in a Union Circle")
    }
    return parts
  }

  static func timeOfDay(_ slug: String) -> String {
    switch slug {
    case "day": return "during the day"
    case "night": return "at night"
    case "dusk": return "at dusk"
    case "full-moon": return "under a full moon"
    default: return DisplayName.titleCased(slug)
    }
  }
}
