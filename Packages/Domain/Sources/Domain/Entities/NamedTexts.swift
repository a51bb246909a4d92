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

/// An entry whose wording in a language is its name, effect and game texts (`NamedTexts`),
/// and for some kinds more: an item's wording names its category and pocket too
/// (`ItemWording`).
public protocol NamedTextsEntry: Translatable {
  var displayName: String { get set }
  var effect: EffectText { get set }
  var descriptions: [GameText] { get set }
}

extension NamedTextsEntry {
  /// Its name, effect and game texts.
  public var texts: NamedTexts {
    NamedTexts(name: displayName, effect: effect, descriptions: descriptions)
  }

  /// Itself with `texts` in place of its own name, effect and game texts.
  public func with(texts: NamedTexts) -> Self {
    var worded = self
    worded.displayName = texts.name
    worded.effect = texts.effect
    worded.descriptions = texts.descriptions
    return worded
  }

  public func markedEnglish() -> Self {
    var marked = self
    for index in marked.descriptions.indices { marked.descriptions[index].isEnglishFallback = true }
    if !marked.effect.isEmpty { marked.effect.isEnglishFallback = true }
    return marked
  }
}

extension NamedTextsEntry where Wording == NamedTexts {
  public var wording: NamedTexts { texts }

  public func worded(_ wording: NamedTexts) -> Self { with(texts: wording) }
}
