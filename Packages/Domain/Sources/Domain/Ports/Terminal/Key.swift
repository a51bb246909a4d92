/// One key press (or mouse wheel step) as the user meant it, whatever bytes the terminal
/// sent for it.
///
/// Presentation maps keys to actions with a pure function, so it never sees an escape
/// sequence. Modifiers the terminal reports with a key (Shift-↑, Ctrl-→, …) are dropped:
/// a modified arrow is still an arrow.
public enum Key: Hashable, Sendable {
  /// A printable character: one Unicode scalar, so a grapheme the terminal sends as
  /// several scalars (e + U+0301, emoji with joiners) arrives as several keys that join
  /// again when appended to a `String`.
  case character(Character)
  /// ↑.
  case up
  /// ↓.
  case down
  /// ←.
  case left
  /// →.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Return or Enter, whether the terminal sent CR, LF or CR LF.
  case enter
  /// Esc pressed alone, told apart from the start of an escape sequence by a short pause.
  case escape
  /// Backspace, whether the terminal sent DEL or BS (so Ctrl-H is Backspace too).
  case backspace
  /// Tab (so Ctrl-I is Tab too).
  case tab
  /// Shift-Tab.
  case backTab
  /// The Delete (forward delete) key.
  case delete
  /// The Insert key.
  case insert
  /// Ctrl with a letter, the letter in lower case (`"c"` for Ctrl-C). Ctrl-H, Ctrl-I,
  /// Ctrl-J and Ctrl-M are `backspace`, `tab` and `enter`, as terminals send them.
  case control(Character)
  /// A function key, F1 to F12.
  case function(Int)
  /// Alt (Meta) with a digit, which terminals send as Esc and the digit: Alt-1 is
  /// `alt("1")`. Only digits: Esc followed quickly by a letter stays Esc and the letter.
  case alt(Character)
  /// One step of the mouse wheel away from the user (scroll up).
  case wheelUp
  /// One step of the mouse wheel towards the user (scroll down).
  case wheelDown
  /// A sequence the terminal sent that names none of the keys above (a mouse click, an
  /// unsupported key). Callers ignore it; it exists so that such bytes are consumed whole
  /// instead of turning into stray characters.
  case unknown
}

extension Key {
  /// Ctrl-C: in raw mode the terminal sends it as a key rather than as SIGINT.
  public static let interrupt = Key.control("c")
}
