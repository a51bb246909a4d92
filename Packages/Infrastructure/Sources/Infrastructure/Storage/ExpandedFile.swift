import Foundation

/// A file made once from bytes the program carries, then reused: the first run writes it,
/// every later run finds it.
///
/// Contract: the file is written beside its final name and renamed into place, so a run
/// killed while writing leaves no file under the final name, and a reader never opens a
/// half-written one; a file of the wrong size (damaged, or cut short by a full disk) is
/// made again. Files of the same `prefix` but another name (an older build's) are removed.
public enum ExpandedFile {
  /// The file `name` in `folder`, made with `make` unless it is already there with
  /// `expectedSize` bytes.
  /// - Throws: the file system's error when the folder cannot be made or written.
  public static func path(
    named name: String, prefix: String, in folder: URL, expectedSize: Int,
    make: () throws -> Data
  ) throws -> URL {
    let file = folder.appendingPathComponent(name)
    let manager = FileManager.default
    if let size = (try? manager.attributesOfItem(atPath: file.path))?[.size] as? Int,
      size == expectedSize
    {
      return file
    }
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let bytes = try make()
    let partial = folder.appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).partial")
    defer { try? manager.removeItem(at: partial) }
    try bytes.write(to: partial)
    // rename(2) replaces the name in one step, even when another run made it meanwhile.
    guard rename(partial.path, file.path) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    for stale in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    where stale.hasPrefix(prefix) && stale != name {
      try? manager.removeItem(at: folder.appendingPathComponent(stale))
    }
    return file
  }
}
