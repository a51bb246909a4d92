import Domain
extension EvolutionDetailDTO {
  /// Decodes every field, refusing numbers outside `PlausibleRange`: levels, friendship
  /// and the other small conditions within `condition`, steps, damage and move counts
  /// within `tally`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func link(_ key: CodingKeys) throws -> NamedAPIResourceDTO? {
      try container.decodeIfPresent(NamedAPIResourceDTO.self, forKey: key)
    }
    func small(_ key: CodingKeys) throws -> Int? {
      try container.decodeIfPresent(Int.self, forKey: key, in: PlausibleRange.condition)
    }
    func tally(_ key: CodingKeys) throws -> Int? {
      try container.decodeIfPresent(Int.self, forKey: key, in: PlausibleRange.tally)
    }
    func flag(_ key: CodingKeys) throws -> Bool? {
      try container.decodeIfPresent(Bool.self, forKey: key)
    }
    trigger = try link(.trigger)
    baseForm = try link(.baseForm)
    evolvedForm = try link(.evolvedForm)
    minLevel = try small(.minLevel)
    item = try link(.item)
    heldItem = try link(.heldItem)
    knownMove = try link(.knownMove)
    knownMoveType = try link(.knownMoveType)
    usedMove = try link(.usedMove)
    minMoveCount = try tally(.minMoveCount)
    minSteps = try tally(.minSteps)
    minDamageTaken = try tally(.minDamageTaken)
    location = try link(.location)
    region = try link(.region)
    timeOfDay = try container.decodeIfPresent(String.self, forKey: .timeOfDay)
    minHappiness = try small(.minHappiness)
    minAffection = try small(.minAffection)
    minBeauty = try small(.minBeauty)
    gender = try small(.gender)
    relativePhysicalStats = try small(.relativePhysicalStats)
    partySpecies = try link(.partySpecies)
    partyType = try link(.partyType)
    tradeSpecies = try link(.tradeSpecies)
    needsOverworldRain = try flag(.needsOverworldRain)
    turnUpsideDown = try flag(.turnUpsideDown)
    nearSpecialRock = try flag(.nearSpecialRock)
    needsMultiplayer = try flag(.needsMultiplayer)
  }
}
