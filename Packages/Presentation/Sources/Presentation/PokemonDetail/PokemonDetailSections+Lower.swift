import Domain
extension PokemonDetailSections {
  // MARK: - Type defenses

  var defenses: [String] {
    let levels = pokemon.typeDefenses.levels
    guard !levels.isEmpty else { return [] }
    var lines = [theme.paint("Type defenses", as: .heading)]
    let labelWidth = 3
    let room = width - Self.indent.count - labelWidth - 1
    let gap = theme.badgeSeparator.count
    let perLine = max(1, (room + gap) / (theme.typeBadgeWidth + gap))
    for level in levels {
      let types = pokemon.typeDefenses.types(at: level)
      let label = TextLayout.padRight(MultiplierText.text(level), to: labelWidth)
      for (index, start) in stride(from: 0, to: types.count, by: perLine).enumerated() {
        let chunk = Array(types[start..<min(types.count, start + perLine)])
        let lead = index == 0 ? label : String(repeating: " ", count: labelWidth)
        lines.append(Self.indent + lead + " " + theme.typeBadges(chunk))
      }
    }
    return lines
  }

  // MARK: - Pokédex entry

  var entry: [String] {
    guard let entry = pokemon.pokedexEntry(game: game) else {
      return [theme.paint("Pokédex entry", as: .heading)]
        + TextLayout.wrap(missingEntry, width: width - Self.indent.count).map { Self.indent + $0 }
    }
    let title = "Pokédex entry · " + theme.gameName(entry.game)
    let note = theme.englishFallbackNote(entry.isEnglishFallback, width: width - Self.indent.count)
    return TextLayout.wrap(title, width: width).map { theme.paint($0, as: .heading) }
      + TextLayout.wrap(entry.text, width: width - Self.indent.count).map { Self.indent + $0 }
      + (note.map { [Self.indent + $0] } ?? [])
  }

  /// What the entry section says when there is no entry to show: none at all, or none
  /// from the game asked for, and then the newest there is.
  private var missingEntry: String {
    guard let game else { return "No English entry." }
    let none = "PokeAPI has no entry from \(theme.gameName(game))"
    guard let newest = pokemon.pokedexEntry() else { return none + "." }
    return none + "; the newest is from \(theme.gameName(newest.game))."
  }

  // MARK: - Evolution

  var evolution: [String] {
    guard let root = pokemon.evolution else { return [] }
    var lines = [theme.paint("Evolution", as: .heading)]
    if root.evolvesTo.isEmpty {
      return lines + TextLayout.wrap("\(root.displayName) does not evolve.", width: width - 2)
        .map { Self.indent + $0 }
    }
    lines += branch(root, connector: Self.indent, childPrefix: Self.indent)
    return lines + movesNamed(in: root)
  }

  /// For each move an evolution needs known or used ("use Rage Fist 20 times"), the
  /// command that shows it, when hints say commands.
  private func movesNamed(in root: EvolutionNode) -> [String] {
    var names: [String] = []
    func collect(_ node: EvolutionNode) {
      for requirement in node.requirements {
        for move in [requirement.knownMove, requirement.usedMove].compactMap({ $0 })
        where !names.contains(move) {
          names.append(move)
        }
      }
      node.evolvesTo.forEach(collect)
    }
    collect(root)
    return names.compactMap { name -> [String]? in
      let slug = NameNormalizer.slug(name)
      guard !slug.isEmpty, let command = hints.text(for: .entry(.move, slug: slug)) else {
        return nil
      }
      return TextLayout.wrap("\(name): \(command)", width: width - 2)
        .map { Self.indent + theme.paint($0, as: .dim) }
    }.flatMap { $0 }
  }

  private func branch(_ node: EvolutionNode, connector: String, childPrefix: String) -> [String] {
    let isShown = node.speciesID == pokemon.summary.speciesID
    let name = node.displayName + (isShown ? " " + theme.shownMark : "")
    let requirements = EvolutionRequirementText.describe(node.requirements)
    let text = requirements.isEmpty ? name : name + " · " + requirements
    let wrapped = TextLayout.wrap(text, width: max(8, width - connector.count - 2))
    var lines = wrapped.enumerated().map { index, piece in
      (index == 0 ? connector : childPrefix + "  ") + piece
    }
    if isShown, let first = lines.first, first.hasPrefix(connector + name) {
      lines[0] = connector + theme.paint(name, as: .accent)
        + String(first.dropFirst(connector.count + name.count))
    }
    for (index, child) in node.evolvesTo.enumerated() {
      let isLast = index == node.evolvesTo.count - 1
      lines += branch(
        child, connector: childPrefix + (isLast ? "└─ " : "├─ "),
        childPrefix: childPrefix + (isLast ? "   " : "│  "))
    }
    return lines
  }

  // MARK: - Forms

  var forms: [String] {
    guard pokemon.forms.count > 1 else { return [] }
    var lines = [theme.paint("Forms", as: .heading)]
    let nameWidth = nameColumnWidth(pokemon.forms.map(\.displayName))
    for form in pokemon.forms {
      if form.name == pokemon.summary.name {
        let name = TextLayout.truncate(form.displayName, to: width - Self.indent.count - 2)
        lines.append(Self.indent + theme.paint(name, as: .accent) + " " + theme.shownMark)
        continue
      }
      lines += labelled(
        form.displayName, command: hints.text(for: .entry(.pokemon, slug: form.name)),
        nameWidth: nameWidth)
    }
    return lines
  }
}
