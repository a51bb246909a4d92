import Domain
extension PokemonDetailSections {
  // MARK: - Training

  /// Catch rate, base friendship, growth rate and effort values, packed into lines; told
  /// as in generation I or II, the stat experience its base stats gave instead.
  var training: [String] {
    let profile = pokemon.profile
    var facts: [String] = []
    if let rate = profile.captureRate { facts.append("Catch rate \(rate)") }
    if let happiness = profile.baseHappiness { facts.append("Base friendship \(happiness)") }
    if let growth = profile.growthRate { facts.append("Growth \(growth)") }
    if let generation = pokemon.asIn?.generation,
      generation < SpeciesProfile.firstGenerationWithEffortValues
    {
      facts.append("Stat Exp. yield its base stats")
    } else if !profile.effortYield.isEmpty {
      facts.append("EV yield " + profile.effortYield
        .map { "\($0.value) \(theme.label(of: $0))" }.joined(separator: ", "))
    }
    return section("Training", facts)
  }

  // MARK: - Breeding

  /// Egg groups, gender ratio and hatch steps, packed into lines; told as in generation I,
  /// that there was no breeding yet.
  var breeding: [String] {
    if let generation = pokemon.asIn?.generation,
      generation < SpeciesProfile.firstGenerationWithBreeding
    {
      return notYet("Breeding", "breeding", came: SpeciesProfile.firstGenerationWithBreeding)
    }
    let profile = pokemon.profile
    var facts: [String] = []
    if !profile.eggGroups.isEmpty {
      let label = profile.eggGroups.count == 1 ? "Egg group " : "Egg groups "
      facts.append(label + profile.eggGroups.joined(separator: ", "))
    }
    if let gender = Self.gender(profile) { facts.append(gender) }
    if let steps = profile.hatchSteps { facts.append("Hatch \(Grouping.thousands(steps)) steps") }
    return section("Breeding", facts)
  }

  // MARK: - Regional Pokédexes

  /// Its number in each regional Pokédex: `Kanto #025 · Original Johto #022 · …`.
  var regionalNumbers: [String] {
    section(
      "Regional Pokédexes",
      pokemon.profile.regionalNumbers.map {
        (theme.vocabulary.name(.pokedex, $0.pokedex) ?? DisplayName.titleCased($0.pokedex))
          + " #" + Self.threeDigits($0.number)
      })
  }

  /// 25 → "025"; four digits and more as they are.
  static func threeDigits(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }

  private func section(_ title: String, _ facts: [String]) -> [String] {
    guard !facts.isEmpty else { return [] }
    return [theme.paint(title, as: .heading)]
      + TextLayout.pack(facts, separator: " · ", width: width - Self.indent.count)
        .map { Self.indent + $0 }
  }

  /// "Genderless", "50% ♂, 50% ♀", "100% ♀"; `nil` when unknown.
  static func gender(_ profile: SpeciesProfile) -> String? {
    if profile.isGenderless { return "Genderless" }
    guard let female = profile.femalePercent else { return nil }
    let male = 100 - female
    let parts = [(male, "♂"), (female, "♀")].filter { $0.0 > 0 }
      .map { "\(percent($0.0))% \($0.1)" }
    return "Gender " + parts.joined(separator: ", ")
  }

  /// 50 → "50", 12.5 → "12.5".
  static func percent(_ value: Double) -> String {
    if value == value.rounded(), let whole = Int(exactly: value) { return String(whole) }
    // One decimal place, rounded half to even as printf's "%.1f" rounds; a value that is
    // no sensible percentage prints as is.
    guard let tenths = Int(exactly: (value * 10).rounded(.toNearestOrEven)), tenths >= 0 else {
      return "\(value)"
    }
    let (whole, tenth) = tenths.quotientAndRemainder(dividingBy: 10)
    return "\(whole).\(tenth)"
  }
}
