import BuiltInPokedex
import Domain

/// The 18 types' names in every language PokeAPI speaks, as the build links them in
/// beside the database (read without opening it, for argument checks that cannot wait):
/// `type eau`, `list --type ほのお`, and `search eau` in French.
enum TypeNames {
  struct Name: Hashable {
    /// PokeAPI's code of the language (`fr`).
    var language: String
    /// The name's `SearchKey`.
    var key: String
    var slug: String
  }

  /// Every name, from the linked-in lines `code<TAB>key<TAB>slug` (the names folded while
  /// the database was built: folding them all here took a millisecond of every run that
  /// reads a type's name); none in a build of no tables.
  static let all: [Name] = String(cString: built_in_database_type_names())
    .split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, !fields[1].isEmpty else { return nil }
      return Name(language: String(fields[0]), key: String(fields[1]), slug: String(fields[2]))
    }

  /// The slug of the type `text` names in `language` (any language when `nil`).
  static func slug(named text: String, in language: String? = nil) -> String? {
    let key = SearchKey.of(text)
    guard !key.isEmpty else { return nil }
    return all.first { $0.key == key && (language == nil || $0.language == language) }?.slug
  }
}
