import Domain
/// A row of a section's list, whatever its kind: its number and names, and what its
/// section's columns show.
public struct ReferenceRow: Hashable, Sendable, Identifiable {
  /// What it is.
  public var kind: EntryKind
  /// PokeAPI's id.
  public var id: Int
  /// PokeAPI's slug, which opens its card.
  public var name: String
  /// Its name as shown.
  public var displayName: String
  /// Its own types: a move's type, a Pokémon's types, the type itself.
  public var types: [PokemonType]
  /// What each of its section's `columns` shows, in order.
  public var cells: [ReferenceCell]
  /// The national number of the species, for a Pokémon's row; its own id otherwise.
  public var speciesID: Int

  public init(
    kind: EntryKind, id: Int, name: String, displayName: String, types: [PokemonType] = [],
    cells: [ReferenceCell] = [], speciesID: Int? = nil
  ) {
    self.kind = kind
    self.id = id
    self.name = name
    self.displayName = displayName
    self.types = types
    self.cells = cells
    self.speciesID = speciesID ?? id
  }

  /// What to open: its number.
  public var query: EntryQuery { .number(id) }

  /// A Pokémon's row as the Pokémon list knows it.
  public var pokemonSummary: PokemonSummary {
    PokemonSummary(
      id: id, name: name, displayName: displayName, speciesID: speciesID, types: types)
  }
}

/// A stored kind's list row as its browser section shows it. Each kind's conformance is
/// in its file in `Kinds/` (`MoveRow` in `Move+Shown.swift`).
public protocol BrowsedRow {
  /// The row, its cells in its section's columns' order.
  var browserRow: ReferenceRow { get }
}

/// The rows of the kinds with no file of their own in `Kinds/`.
extension ReferenceRow {
  /// A nature's row: the stat raised and lowered, the flavor liked and disliked.
  public init(nature: Nature) {
    let likes = nature.likes.map { "likes " + $0.displayName }
    let dislikes = nature.dislikes.map { "not " + $0.displayName }
    let liking = [likes, dislikes].compactMap { $0 }.joined(separator: ", ")
    self.init(
      kind: .nature, id: nature.id, name: nature.name, displayName: nature.displayName,
      cells: [
        .text(nature.raises?.displayName ?? "—"), .text(nature.lowers?.displayName ?? "—"),
        .text(liking.isEmpty ? "neutral" : liking),
      ])
  }

  /// A type's row, numbered by its place in `chart`: the types its moves hit for double
  /// damage.
  public init(type: PokemonType, number: Int, chart: TypeChart) {
    let strong = chart.types.filter { chart.factor(type, against: $0) == 200 }
    self.init(
      kind: .type, id: number, name: type.slug, displayName: type.displayName, types: [type],
      cells: [.names(strong)])
  }

  /// A Pokémon's row: its types.
  public init(pokemon: PokemonSummary) {
    self.init(
      kind: .pokemon, id: pokemon.id, name: pokemon.name, displayName: pokemon.displayName,
      types: pokemon.types, cells: [.types(pokemon.types)], speciesID: pokemon.speciesID)
  }
}

/// What a column of a row shows.
public enum ReferenceCell: Hashable, Sendable {
  /// Words, cut to the column.
  case text(String)
  /// A number, or "—" for none.
  case number(Int?)
  /// Type badges.
  case types([PokemonType])
  /// Type names in the chosen language, one after the other.
  case names([PokemonType])
  /// A move's damage class in the chosen language ("Physical", "Physique"), "—" for none.
  case damageClass(String?)
}
