/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// The number of columns: the widest line that fits.
  public var columns: Int
  /// The number of rows: the most lines a frame can show.
  public var rows: Int

  /// A size of `columns` × `rows` cells.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}
