extension Theme {
  /// The selected row of a full-screen list: reverse video, which shows with every theme,
  /// `NO_COLOR` included, since it swaps the terminal's own colours instead of adding any.
  /// `text` must be plain: codes inside it would end the reverse.
  public func selected(_ text: String) -> String {
    "\u{1B}[7m\(text)\u{1B}[0m"
  }
}
