/// How a command the user may copy is set in the text.
enum CommandLines {
  /// `label command` on one line when it fits `width`, else the label and the command on
  /// lines of their own. A command is never broken: a broken one cannot be copied, so
  /// its line may be wider than `width`.
  static func labelled(_ label: String, _ command: String, width: Int) -> [String] {
    let together = label + " " + command
    return TextLayout.width(together) <= width ? [together] : [label, command]
  }
}
