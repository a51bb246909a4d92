/// What a language changes on a move's, an ability's or an item's card: its name, its
/// effect and its game texts.
public struct NamedTexts: Codable, Hashable, Sendable {
  public var name: String
  public var effect: EffectText
  public var descriptions: [GameText]

  public init(name: String, effect: EffectText, descriptions: [GameText]) {
    self.name = name
    self.effect = effect
    self.descriptions = descriptions
  }
}

/// An entry whose wording in a language is its name, effect and game texts (`NamedTexts`).
public protocol NamedTextsEntry: Translatable where Wording == NamedTexts {
  var displayName: String { get set }
  var effect: EffectText { get set }
  var descriptions: [GameText] { get set }
}

extension NamedTextsEntry {
  public var wording: NamedTexts {
    NamedTexts(name: displayName, effect: effect, descriptions: descriptions)
  }

  public func worded(_ wording: NamedTexts) -> Self {
    var worded = self
    worded.displayName = wording.name
    worded.effect = wording.effect
    worded.descriptions = wording.descriptions
    return worded
  }

  public func markedEnglish() -> Self {
    var marked = self
    for index in marked.descriptions.indices { marked.descriptions[index].isEnglishFallback = true }
    if !marked.effect.isEmpty { marked.effect.isEnglishFallback = true }
    return marked
  }
}
