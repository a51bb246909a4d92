/// What the database built into pokecli holds: `pokecli data info`.
public struct BuiltInDataSummary: Hashable, Sendable {
  /// How many rows of one kind, such as ("Pokémon", 1351).
  public struct Count: Hashable, Sendable {
    public var kind: String
    public var rows: Int
    public init(kind: String, rows: Int) {
      self.kind = kind
      self.rows = rows
    }
  }

  /// The day the data was taken from PokeAPI, `yyyy-MM-dd`.
  public var generatedOn: String
  /// The API it was taken from.
  public var source: String
  /// The database's size as a file, and as carried in the binary (compressed).
  public var bytes: Int
  public var bytesInBinary: Int
  /// How many tables it has.
  public var tables: Int
  /// The rows of each kind a user looks up, in a fixed order.
  public var counts: [Count]

  public init(
    generatedOn: String, source: String, bytes: Int, bytesInBinary: Int, tables: Int,
    counts: [Count]
  ) {
    self.generatedOn = generatedOn
    self.source = source
    self.bytes = bytes
    self.bytesInBinary = bytesInBinary
    self.tables = tables
    self.counts = counts
  }
}
