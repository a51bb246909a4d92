/// A name in one language: `{"name": "Mr. Mime", "language": {"name": "en", ...}}`.
public struct LocalizedNameDTO: Decodable, Sendable {
  /// The name in that language.
  public let name: String
  /// The language, named by its code such as `en`.
  public let language: NamedAPIResourceDTO
}

extension Array where Element == LocalizedNameDTO {
  /// The English name, or `nil` when PokeAPI has none.
  public var english: String? {
    first { $0.language.name == "en" }?.name
  }

  /// The name in `language`, else the English one; `nil` when PokeAPI has neither.
  public func name(in language: String) -> String? {
    first { $0.language.code == language }?.name ?? english
  }

  /// The codes of the languages it names something in.
  public var languages: Set<String> { Set(map(\.language.code)) }
}
