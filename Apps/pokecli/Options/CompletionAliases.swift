import ArgumentParser

/// Teaches the completion scripts ArgumentParser writes the commands' aliases (`detail`
/// for `show`): its generators know each command by its name only, so `pokecli detail
/// pi<Tab>` would complete nothing.
///
/// Each shell's script is amended where it dispatches on the command word, the only
/// place the name matters; the alias then completes exactly as its command does, names
/// included (the script asks `pokecli ---completion show …` either way). The tests run
/// the amended bash script and check the zsh and fish ones, so a change in the
/// generator's output shows at once.
enum CompletionAliases {
  /// Every alias of a top-level command, with the command's name.
  static func aliases(of root: any ParsableCommand.Type) -> [(alias: String, command: String)] {
    root.configuration.subcommands.flatMap { command in
      let name = command._commandName
      return command.configuration.aliases.map { (alias: $0, command: name) }
    }
  }

  /// `script`, ArgumentParser's completion script for `shell`, completing each alias as
  /// its command; unchanged for a shell it does not know.
  static func amend(_ script: String, shell: String, aliases: [(alias: String, command: String)])
    -> String
  {
    var script = script
    for (alias, command) in aliases {
      switch shell {
      case "bash", "zsh":
        // The dispatch `list|show|…)` calls `_pokecli_<word>`: the alias joins the
        // pattern and gets a function that is its command's.
        // Defined before the main function, so before the script's last lines call it
        // (zsh runs an autoloaded script's end at once).
        script = script.replacing("|\(command)|", with: "|\(command)|\(alias)|")
        let function = "_pokecli_\(alias)() {\n    _pokecli_\(command) \"$@\"\n}\n\n"
        script = script.replacing("\n_pokecli() {", with: "\n" + function + "_pokecli() {", maxReplacements: 1)
      case "fish":
        // The parser's `case 'show'` also takes the alias, and every completion offered
        // after "pokecli show" is offered after "pokecli detail" too.
        script = script.replacing("case '\(command)'\n", with: "case '\(command)' '\(alias)'\n")
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
        script = lines.flatMap { line -> [Substring] in
          guard line.hasPrefix("complete "), line.contains("\"pokecli \(command)\"") else {
            return [line]
          }
          let copy = line.replacing("\"pokecli \(command)\"", with: "\"pokecli \(alias)\"")
          return [line, Substring(copy)]
        }.joined(separator: "\n")
      default:
        break
      }
    }
    return script
  }
}
