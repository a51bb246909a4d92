/// An entry read from PokeAPI's documents, which name and describe it in many languages.
///
/// It is written in English and carries each other language's wording beside it, so the
/// one value (and the one cached file) answers in any language without asking PokeAPI
/// again; `shown(in:)` puts the wording of the language asked for in place and drops the
/// rest. Entries from the built-in data are read in the language asked for and carry none.
public protocol Translatable: Sendable {
  /// The part of the entry a language changes: its names and texts.
  associatedtype Wording: Codable & Hashable & Sendable

  /// Each other language's wording, by PokeAPI's code (`fr`, `ja-hrkt`), empty when its
  /// documents speak English only; `nil` once shown in one language, and for an entry of
  /// the built-in data, read in its language already.
  var translations: [String: Wording]? { get set }

  /// Its own wording.
  var wording: Wording { get }

  /// Itself, with `wording` in place of its own.
  func worded(_ wording: Wording) -> Self

  /// Itself shown in a language its documents do not speak: its texts marked as the
  /// English ones, as the built-in data marks them.
  func markedEnglish() -> Self
}

extension Translatable {
  /// Itself in `language`, where its documents have it (else as it is, in English), with
  /// no other language left in it.
  public func shown(in language: String) -> Self {
    guard let translations else { return self }
    var shown: Self
    if let wording = translations[language] {
      shown = worded(wording)
    } else {
      shown = language == "en" ? self : markedEnglish()
    }
    shown.translations = nil
    return shown
  }

  public func markedEnglish() -> Self { self }

  /// Itself, carrying the wording of each of `languages` that differs from its own:
  /// `worded(language)` gives the entry as it reads in that language.
  public func translated(
    into languages: some Sequence<String>, worded: (String) -> Self
  ) -> Self {
    var translations: [String: Wording] = [:]
    for language in languages {
      let wording = worded(language).wording
      if wording != self.wording { translations[language] = wording }
    }
    // Empty rather than `nil`: it was read from documents, and is yet to be shown.
    var translated = self
    translated.translations = translations
    return translated
  }
}

/// An entry whose only wording is its name (`displayName`): a row of abilities, a nature.
public protocol NameWorded: Translatable where Wording == String {
  /// The name shown.
  var displayName: String { get set }
}

extension NameWorded {
  public var wording: String { displayName }

  public func worded(_ wording: String) -> Self {
    var worded = self
    worded.displayName = wording
    return worded
  }
}

/// An entry of a kind other than Pokémon, known by its slug (`thunderbolt`), whatever
/// language names it.
public protocol SluggedEntry {
  /// PokeAPI's slug.
  var name: String { get }
  /// The name shown, in the language the entry was read in.
  var displayName: String { get }
}

extension SluggedEntry {
  /// Its slug and the name shown.
  public var named: NamedSlug { NamedSlug(slug: name, displayName: displayName) }
}

extension Nature: SluggedEntry {}
