import Domain
/// How large a document may be, and the refusal of one that is larger.
///
/// Reading a file whole costs its size in memory, and whatever sits in the folders may be
/// large: a 2 GB file in place of a cache entry would cost every command that reads it
/// 2 GB and many seconds. pokecli's largest documents are well under that: a favorites
/// file holding all 1,351 Pokémon is 128 KB, the national list 42 KB, a card 10 KB.
extension FileStorage {
  /// The largest document `read` reads: 1 MiB, eight times the largest pokecli writes.
  public static let defaultMaximumDocumentBytes = 1 << 20

  /// The refusal of the file at `path`, of `size` bytes (as `fstat` saw it; a file that
  /// grew while it was read may be larger still).
  func oversized(_ path: String, size: Int) -> PokedexError {
    let limit = Self.describe(maximumDocumentBytes)
    let reason = size > maximumDocumentBytes
      ? "it holds \(Self.describe(size)), more than pokecli ever writes (\(limit) at most)"
      : "it grew past \(limit) while it was read, more than pokecli ever writes"
    return .unreadableFile(path: path, reason: reason)
  }

  /// The refusal to write a document of `size` bytes at `path`, more than `read` reads.
  func tooLargeToKeep(_ path: String, size: Int) -> PokedexError {
    .storageFailed(
      path: path,
      reason: "it would hold \(Self.describe(size)), more than pokecli reads back "
        + "(\(Self.describe(maximumDocumentBytes)) at most)")
  }

  /// `2.0 GB`, `1 MB`, `512 KB`, `300 bytes`: a size in binary units, one decimal above
  /// a megabyte when it is not whole.
  static func describe(_ bytes: Int) -> String {
    let units: [(Int, String)] = [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")]
    for (unit, name) in units where bytes >= unit {
      let whole = bytes / unit
      let tenths = min(9, (bytes % unit) / (unit / 10))
      return tenths == 0 || unit == 1 << 10 ? "\(whole) \(name)" : "\(whole).\(tenths) \(name)"
    }
    return "\(max(0, bytes)) bytes"
  }
}
