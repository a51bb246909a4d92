import Domain

extension PokemonMapping {
  /// What the Pokémon was in older generations, one value per generation, oldest first,
  /// its abilities named in `language` as today's are; `nil` when it never changed. A
  /// change whose generation link has no number is left out.
  func past(in language: String) -> [PokemonPastValues]? {
    var past: [Int: PokemonPastValues] = [:]
    func edit(_ generation: NamedAPIResourceDTO, _ change: (inout PokemonPastValues) -> Void) {
      guard let number = ResourceID.trailingNumber(of: generation.url) else { return }
      change(&past[number, default: PokemonPastValues(lastGeneration: number)])
    }
    for change in pokemon.pastTypes ?? [] {
      edit(change.generation) {
        $0.types = change.types.sorted { $0.slot < $1.slot }.map(\.type.safeType)
      }
    }
    for change in pokemon.pastStats ?? [] {
      edit(change.generation) {
        $0.stats = change.stats.map { BaseStat(name: $0.stat.safeName, value: $0.baseStat) }
      }
    }
    for change in pokemon.pastAbilities ?? [] {
      edit(change.generation) {
        $0.abilities = change.abilities.sorted { $0.slot < $1.slot }.map {
          AbilitySlotChange(slot: $0.slot, ability: ability($0, in: language))
        }
      }
    }
    return past.isEmpty ? nil : past.values.sorted { $0.lastGeneration < $1.lastGeneration }
  }
}
