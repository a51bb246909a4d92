import Domain
/// Which types each Pokémon has, in slot order, read from the type documents: what a list
/// row shows without the Pokémon's own document (100–500 KB, most of it moves), and what
/// a type filter keeps.
struct TypesByPokemon: Codable, Sendable, Equatable {
  /// The types of each Pokémon id, primary first.
  private(set) var types: [Int: [PokemonType]] = [:]
  /// Every Pokémon each type document lists, in its order, slot or not.
  private(set) var members: [PokemonType: [Int]] = [:]

  /// The table of `documents`, each paired with the type it was asked for. A Pokémon
  /// listed without a slot, or twice in one slot, is left out, so its row is read from its
  /// own document rather than shown with its types in a guessed order.
  init(_ documents: [(type: PokemonType, document: TypeDTO)]) {
    var slotted: [Int: [(slot: Int, type: PokemonType)]] = [:]
    var unclear = Set<Int>()
    for (type, document) in documents {
      for member in document.pokemon ?? [] {
        guard let id = ResourceID.trailingNumber(of: member.pokemon.url) else { continue }
        members[type, default: []].append(id)
        guard let slot = member.slot else {
          unclear.insert(id)
          continue
        }
        slotted[id, default: []].append((slot, type))
      }
    }
    for (id, entries) in slotted where !unclear.contains(id) {
      let slots = entries.map(\.slot)
      guard Set(slots).count == slots.count else { continue }
      types[id] = entries.sorted { $0.slot < $1.slot }.map(\.type)
    }
  }

  /// The types of Pokémon `id`, primary first; `nil` when no type document places it.
  func types(of id: Int) -> [PokemonType]? { types[id] }

  /// The ids of every Pokémon of `type`; empty when its document lists none.
  func members(of type: PokemonType) -> Set<Int> { Set(members[type] ?? []) }
}
