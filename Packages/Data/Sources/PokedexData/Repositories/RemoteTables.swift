import Domain

/// The tables pokecli builds from many of PokeAPI's documents: the groups of games in
/// release order (`GameCatalog`), the type chart (`TypeChartRepository`) and every entry's
/// name (`ReferenceCatalog`). Each is read once and kept in `cache` as one value, so a warm
/// run asks nothing; the files `RemoteTables+…` say what each costs.
public struct RemoteTables: Sendable {
  let reader: PokeAPIReader
  /// Where the tables are kept between runs, if anywhere.
  let cache: ReferenceCache?

  public init(reader: PokeAPIReader, cache: ReferenceCache?) {
    self.reader = reader
    self.cache = cache
  }
}
