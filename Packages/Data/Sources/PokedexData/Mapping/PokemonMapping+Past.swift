import Domain

extension PokemonMapping {
  /// What the Pokémon was in older generations, one value per generation, oldest first,
  /// its abilities named in `language` as today's are; `nil` when it never changed. A
  /// change whose generation link has no number is left out.
  func past(in language: String) -> [PokemonPastValues]? {
    pokemon.pastValues { slots in
      slots.sorted { $0.slot < $1.slot }.map {
        AbilitySlotChange(slot: $0.slot, ability: ability($0, in: language))
      }
    }
  }
}

extension PokemonDTO {
  /// What the Pokémon was in older generations, one value per generation, oldest first:
  /// its types and base stats, and its ability slots as `abilities` names them (none
  /// without); `nil` when it never changed. A change whose generation link has no number
  /// is left out.
  func pastValues(
    abilities: (([AbilitySlot]) -> [AbilitySlotChange])? = nil
  ) -> [PokemonPastValues]? {
    var past: [Int: PokemonPastValues] = [:]
    func edit(_ generation: NamedAPIResourceDTO, _ change: (inout PokemonPastValues) -> Void) {
      guard let number = ResourceID.trailingNumber(of: generation.url) else { return }
      change(&past[number, default: PokemonPastValues(lastGeneration: number)])
    }
    for change in pastTypes ?? [] {
      edit(change.generation) {
        $0.types = change.types.sorted { $0.slot < $1.slot }.map(\.type.safeType)
      }
    }
    for change in pastStats ?? [] {
      edit(change.generation) {
        $0.stats = change.stats.map { BaseStat(name: $0.stat.safeName, value: $0.baseStat) }
      }
    }
    if let abilities {
      for change in pastAbilities ?? [] {
        edit(change.generation) { $0.abilities = abilities(change.abilities) }
      }
    }
    return past.isEmpty ? nil : past.values.sorted { $0.lastGeneration < $1.lastGeneration }
  }
}
