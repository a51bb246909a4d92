import Domain
/// The card's links: each thing it names that has a card of its own (another form, an
/// ability, an evolution item, the moves) is said with the command that opens it, in the
/// app's words (`hints`). With hints that say nothing (the browser's, a test's) the card
/// shows the names alone.
extension PokemonDetailSections {
  /// `name` with `command` beside it in a column `nameWidth` wide, or, when the pair does
  /// not fit the width, the command on its own lines under the name.
  func labelled(_ name: String, command: String?, nameWidth: Int) -> [String] {
    let name = TextLayout.truncate(name, to: width - Self.indent.count - 2)
    guard let command else { return [Self.indent + name] }
    let padded = TextLayout.padRight(name, to: nameWidth)
    if Self.indent.count + TextLayout.width(padded) + 2 + TextLayout.width(command) <= width {
      return [Self.indent + padded + "  " + theme.paint(command, as: .command)]
    }
    return [Self.indent + name]
      + TextLayout.wrap(command, width: width - 4)
      .map { Self.indent + "  " + theme.paint($0, as: .command) }
  }

  /// How wide the name column is for `names`: the widest, but at most half the card.
  func nameColumnWidth(_ names: [String]) -> Int {
    min(names.map(TextLayout.width).max() ?? 0, width / 2)
  }

  // MARK: - Evolution items

  /// The items the family's evolutions use or have held, each with its command, in the
  /// order the evolution tree names them.
  var evolutionItems: [String] {
    let items = pokemon.evolution?.evolutionItems ?? []
    let names = items.map(\.name)
    let commands = items.map { hints.text(for: .entry(.item, slug: $0.slug)) }
    guard !names.isEmpty, commands.contains(where: { $0 != nil }) else { return [] }
    let nameWidth = nameColumnWidth(names)
    return [theme.paint("Evolution items", as: .heading)]
      + zip(names, commands).flatMap { labelled($0, command: $1, nameWidth: nameWidth) }
  }

  // MARK: - Moves

  /// The command that lists every move the Pokémon learns; nothing when the app says
  /// none (when the moves follow the card already, say).
  var moves: [String] {
    guard let command = hints.text(for: .moves(ofPokemon: pokemon.summary.name)) else {
      return []
    }
    return [theme.paint("Moves", as: .heading)]
      + TextLayout.wrap(command, width: width - 2)
      .map { Self.indent + theme.paint($0, as: .command) }
  }
}
