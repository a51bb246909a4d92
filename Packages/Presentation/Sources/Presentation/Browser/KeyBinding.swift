import Domain
/// Where in the browser a key is pressed; each place has its own bindings.
public enum KeyContext: Hashable, Sendable, CaseIterable {
  /// The list (or the matches of a search), with no query line open.
  case list
  /// A card.
  case card
  /// The query line, open after `/`.
  case searchLine
  /// The defender's line of a damage check, open after `d`.
  case defenderLine
}

/// Which keys a binding answers to: one key, or any printable character (typing).
public enum KeyPattern: Hashable, Sendable {
  /// This key.
  case key(Key)
  /// Any printable character.
  case anyCharacter
  /// Any of the ten digits.
  case digit
  /// Alt with a digit, 1 to 9: the section of that number in the browser's state, if any.
  case alt

  /// Whether `key` is one of the pattern's.
  public func matches(_ key: Key) -> Bool {
    switch self {
    case .key(let own): return own == key
    case .anyCharacter:
      if case .character = key { return true }
      return false
    case .digit:
      if case .character(let character) = key { return character.isASCII && character.isNumber }
      return false
    case .alt:
      guard case .alt(let digit) = key, let number = Int(String(digit)) else { return false }
      // Which section a number chooses is the browser's state's (`chooseSection`).
      return (1...9).contains(number)
    }
  }

  /// How the help writes it: "↑", "PgUp", "^B", "Space", "wheel", "letters".
  public var name: String {
    switch self {
    case .anyCharacter: return "letters"
    case .digit: return "0–9"
    case .alt: return "Alt-1–8"
    case .key(let key): return Self.name(of: key)
    }
  }

  private static func name(of key: Key) -> String {
    switch key {
    case .character(" "): return "Space"
    case .character(let character): return String(character)
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .backspace: return "Backspace"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .delete: return "Delete"
    case .insert: return "Insert"
    case .control(let letter): return "^" + String(letter).uppercased()
    case .function(let number): return "F\(number)"
    case .alt(let character): return "Alt-" + String(character)
    case .wheelUp, .wheelDown: return "wheel"
    case .unknown: return ""
    }
  }
}

/// One line of the keys: the keys that do one thing, where they do it, what each sends,
/// and the words the help says it with. `BrowserKeys` reads it to turn a key into an
/// action, `BrowserHelp` to draw the `?` screen, `browse --help` to list the keys.
public struct KeyBinding: Sendable {
  /// The keys, in the groups the help writes them in: `[[↑, ↓], [k, j]]` is "↑ ↓  k j".
  public let groups: [[KeyPattern]]
  /// Where the keys do it.
  public let contexts: Set<KeyContext>
  /// What the help says they do: "move, or scroll the card".
  public let help: String
  /// The same, with its keys, short enough to pack side by side on a small terminal.
  public let short: String
  /// The action a key of the binding stands for in a state; `nil` when it means nothing
  /// there (the favorite key with no row selected).
  private let resolve: @Sendable (Key, Browser.State) -> Browser.Action?
  /// Whether the keys work in the section shown (`s` sorts the sections' lists, not the
  /// Pokédex's): the help lists only those that do.
  private let appliesTo: @Sendable (Browser.State) -> Bool

  init(
    _ groups: [[KeyPattern]], in contexts: Set<KeyContext>, help: String, short: String,
    when applies: @escaping @Sendable (Browser.State) -> Bool = { _ in true },
    action: @escaping @Sendable (Key, Browser.State) -> Browser.Action?
  ) {
    self.groups = groups
    self.contexts = contexts
    self.help = help
    self.short = short
    self.appliesTo = applies
    self.resolve = action
  }

  /// A binding whose keys always send `action`.
  init(
    _ groups: [[KeyPattern]], in contexts: Set<KeyContext>, help: String, short: String,
    when applies: @escaping @Sendable (Browser.State) -> Bool = { _ in true },
    sends action: Browser.Action
  ) {
    self.init(groups, in: contexts, help: help, short: short, when: applies) { _, _ in action }
  }

  /// Whether the keys work in `state`'s section.
  public func applies(to state: Browser.State) -> Bool { appliesTo(state) }

  /// Every pattern, groups flattened.
  public var patterns: [KeyPattern] { groups.flatMap { $0 } }

  /// Whether `key` is one of the binding's keys.
  public func matches(_ key: Key) -> Bool {
    patterns.contains { $0.matches(key) }
  }

  /// The keys as the help writes them: "↑ ↓  k j  wheel" (a name said twice, as the
  /// wheel's two directions are, once).
  public var label: String {
    groups.map { group in
      var names: [String] = []
      for name in group.map(\.name) where names.last != name { names.append(name) }
      return names.joined(separator: " ")
    }.joined(separator: "  ")
  }

  /// The action `key` stands for in `state`.
  public func action(for key: Key, in state: Browser.State) -> Browser.Action? {
    applies(to: state) ? resolve(key, state) : nil
  }
}
