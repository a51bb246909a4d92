import Domain
extension Theme {
  /// The columns one short type badge takes: four letters, plus a space of padding each
  /// side when it is drawn as a coloured block.
  public var shortTypeBadgeWidth: Int { usesColor ? 6 : 4 }

  /// The columns `shortTypeBadges(types)` takes: plain badges lose their trailing padding.
  public func shortTypeBadgesWidth(_ types: [PokemonType]) -> Int {
    guard let last = types.last else { return 0 }
    let full = types.count * shortTypeBadgeWidth + (types.count - 1)
    return usesColor ? full : full - shortTypeBadgeWidth + TextLayout.width(shortName(last))
  }

  /// Badges with four-letter labels ("Elec", "Psyc"), for lists too narrow for the full
  /// ones: a narrow list shortens its badges before it cuts names.
  public func shortTypeBadges(_ types: [PokemonType]) -> String {
    let badges = types.map { type in
      let name = shortName(type)
      guard usesColor else { return TextLayout.padRight(name, to: shortTypeBadgeWidth) }
      let room = max(0, shortTypeBadgeWidth - TextLayout.width(name))
      let label = String(repeating: " ", count: room / 2) + name
        + String(repeating: " ", count: room - room / 2)
      return "\u{1B}[1;\(badgeCodes(TypeColor.of(type)))m\(label)\u{1B}[0m"
    }.joined(separator: " ")
    guard !usesColor else { return badges }
    return TextLayout.trimmingTrailingSpaces(badges)
  }

  /// A type's name in at most four columns: the English abbreviation, or the first
  /// columns of its name in the language shown ("Comb", "かくと").
  func shortName(_ type: PokemonType) -> String {
    guard vocabulary.isEnglish || vocabulary.name(.type, type.slug) == nil else {
      return String(TextLayout.prefix(name(of: type), columns: 4))
    }
    return Self.shortNames[type.slug] ?? String(type.displayName.prefix(4))
  }

  private static let shortNames: [String: String] = [
    "normal": "Nrml", "fighting": "Fght", "flying": "Fly", "poison": "Pois",
    "ground": "Grnd", "ghost": "Ghst", "steel": "Stel", "water": "Watr", "grass": "Gras",
    "electric": "Elec", "psychic": "Psyc", "dragon": "Drgn", "fairy": "Fair",
  ]
}
