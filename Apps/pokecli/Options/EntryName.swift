import ArgumentParser
import Domain

/// The one argument that names an entry of `Kind` (`pokecli ability static`): its help,
/// its value name and its completion all come from the kind (`An ability's name or
/// number.`, `<ability>`, the abilities' names), so a card command declares it in one
/// line, `@OptionGroup var name: EntryName<Ability>`.
struct EntryName<Kind: ShownKind>: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "\(Kind.entryKind.article.capitalized) \(Kind.entryKind.noun)'s name or number.",
      valueName: Kind.entryKind.rawValue),
    completion: CompletionWords.names(of: Kind.entryKind))
  var typed: String
}
