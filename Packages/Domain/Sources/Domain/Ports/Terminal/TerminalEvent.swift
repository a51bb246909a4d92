/// Something that happened at an interactive terminal, in the order it happened.
public enum TerminalEvent: Hashable, Sendable {
  /// The user pressed a key or turned the mouse wheel.
  case key(Key)
  /// The terminal changed size. The next frame is drawn in full, so lay it out for the
  /// new size and draw it at once.
  case resized(TerminalSize)
  /// The program came back after being suspended (Ctrl-Z, then `fg`) or stopped: the
  /// screen was lost, so the next frame is drawn in full. It carries the size now, which
  /// may have changed while the program was away.
  case resumed(TerminalSize)
}
