/// What a language changes on a move's, an ability's or an item's card: its name and
/// its game texts. PokeAPI writes their effects in English only.
public struct NamedTexts: Codable, Hashable, Sendable {
  public var name: String
  public var descriptions: [GameText]

  public init(name: String, descriptions: [GameText]) {
    self.name = name
    self.descriptions = descriptions
  }
}

/// An entry whose wording in a language is its name and game texts (`NamedTexts`).
public protocol NamedTextsEntry: Translatable where Wording == NamedTexts {
  var displayName: String { get set }
  var descriptions: [GameText] { get set }
}

extension NamedTextsEntry {
  public var wording: NamedTexts { NamedTexts(name: displayName, descriptions: descriptions) }

  public func worded(_ wording: NamedTexts) -> Self {
    var worded = self
    worded.displayName = wording.name
    worded.descriptions = wording.descriptions
    return worded
  }

  public func markedEnglish() -> Self {
    var marked = self
    for index in marked.descriptions.indices { marked.descriptions[index].isEnglishFallback = true }
    return marked
  }
}

